import Router from '@koa/router';
import {
  ALL_TEMPLATE_LANGUAGES,
  REGION_CODE_PATTERN,
  type TemplateGetAnswer,
} from '@gramota/contracts';
import { BadRequestError, NotFoundError } from '../../errors';
import type { AppMiddleware, AppState } from '../../http/app-state';
import { optionalText, queryFields } from '../../http/request-fields';
import { currentAccount, requireUserKey } from '../access';
import { sendCatalogueFile } from './template-files';
import type { GalleryQuery, TemplatesService } from './templates.service';

export interface TemplatesRoutesDependencies {
  templates: TemplatesService;
  session: AppMiddleware;
  catalogueDir: string;
}

/** The interface language 'kz' (seed 000 §9) asks for Kazakh templates, written 'kk'. */
const LANGUAGE_ALIASES: Record<string, string> = { kz: 'kk' };

function galleryLanguage(value: string | undefined): string {
  const lng = (value ?? '').toLowerCase();
  if (lng === ALL_TEMPLATE_LANGUAGES) return lng;
  if (!/^[a-z]{2,3}$/.test(lng)) throw new BadRequestError('Unknown template language', 'lng');
  return LANGUAGE_ALIASES[lng] ?? lng;
}

/** `?region=ru-mow` or a comma list (the template_regions setting); '' and 'all' mean every region. */
function regionList(value: string | undefined): string[] {
  const text = (value ?? '').toLowerCase();
  if (text === '' || text === 'all') return [];
  const regions = text
    .split(',')
    .map((region) => region.trim())
    .filter(Boolean);
  if (regions.length > 20 || regions.some((region) => !REGION_CODE_PATTERN.test(region)))
    throw new BadRequestError('Unknown region', 'region');
  return regions;
}

/** Templates (seed 001 §7): the gallery list, one template's set, and the artwork files. */
export function createTemplatesRoutes(deps: TemplatesRoutesDependencies): Router<AppState> {
  const { templates, session, catalogueDir } = deps;
  const router = new Router<AppState>();

  router.get(
    '/api/templates-get/:lng/:ver/:userKey/',
    session,
    requireUserKey('userKey'),
    async (ctx) => {
      // ver is the client's cache key for the catalogue: any short token is fine, nothing depends on it.
      if (!/^[\w.-]{1,64}$/.test(ctx.params.ver ?? ''))
        throw new BadRequestError('Bad version', 'ver');
      const fields = queryFields(ctx);
      const query: GalleryQuery = {
        lng: galleryLanguage(ctx.params.lng),
        regions: regionList(optionalText(fields, 'region', 500)),
        my: ['true', '1'].includes(optionalText(fields, 'my', 10) ?? ''),
      };
      ctx.body = await templates.gallery(currentAccount(ctx).id, query);
    },
  );

  router.get('/api/template-get/:templateId/', session, async (ctx) => {
    const set = await templates.templateSet(ctx.params.templateId ?? '');
    if (!set) throw new NotFoundError();
    const answer: TemplateGetAnswer = { result: 'success', ...set };
    ctx.body = answer;
  });

  // Artwork: hash-named files, so browsers and proxies may keep them for good. No session.
  router.get('/data/templates/:file', async (ctx) => {
    await sendCatalogueFile(ctx, catalogueDir, ctx.params.file ?? '');
  });

  return router;
}
