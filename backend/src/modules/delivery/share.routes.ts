import Router from '@koa/router';
import { deliveryPaths, SHARE_MOBILE_CODE_PATTERN, type Language } from '@gramota/contracts';
import { NotFoundError } from '../../errors';
import type { AppContext, AppState } from '../../http/app-state';
import { sendPrivateFile } from '../../http/private-file';
import { readerLanguage, sendPlainPage } from '../mail';
import { qrPictureRoute } from '../redactor';
import type { FileStore } from '../../shared/file-store';
import { readyDownloadName, readyFileKeys, type ReadyFile, type ReadyService } from '../ready';
import { zonedDayInWords } from '../../shared/zoned-time';
import {
  renderShareGonePage,
  renderShareMissingPage,
  renderSharePage,
  SHARE_PAGE_CSP,
} from './share-page';

/** The phone's language among the seven (no account here), else Russian, the default. */
const languageOf = (ctx: AppContext): Language => readerLanguage(ctx, undefined);

/**
 * Codes beside the files' own share codes (the links for parents, issue 37): the file a code
 * opens and until when, 'gone' for a link revoked or expired, null for no such link.
 */
export interface SharedLinks {
  open(code: string): Promise<{ file: ReadyFile; until: number; timeZone: string } | 'gone' | null>;
}

/** The shared file's kinds by the name after the code: /app/s/{code}/file.jpg|file.pdf. */
const SHARED_FILES = { 'file.jpg': 'jpeg', 'file.pdf': 'pdf' } as const;

/**
 * What a phone opens without a session or the CSRF header (they are not /api calls): the
 * share-to-mobile page /app/s/{code}/, the file through its code, and the QR picture of the
 * page's address. Mounted before the static routes, whose /app/* answers the SPA. The code is the
 * only permission they need: anyone holding it sees and downloads that one file. The file's own
 * address (/data/doc/...) is its owner's only, so the page links to /app/s/{code}/file.jpg|.pdf.
 */
export function createShareRoutes(
  ready: ReadyService,
  fileStore: FileStore,
  links?: SharedLinks,
): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  // A file's own share code works for good; a parent's link (another table) while its set works.
  const shared = async (code: string) => {
    if (!SHARE_MOBILE_CODE_PATTERN.test(code)) return null;
    const file = await ready.findByShareCode(code);
    if (file) return { file, until: null };
    return (await links?.open(code)) ?? null;
  };

  router.get('/app/s/:code', (ctx) =>
    ctx.redirect(`/app/s/${encodeURIComponent(ctx.params.code ?? '')}/`),
  );

  router.get('/app/s/:code/', async (ctx) => {
    const code = ctx.params.code ?? '';
    const found = await shared(code);
    const language = languageOf(ctx);
    if (found === 'gone') {
      sendPlainPage(ctx, 410, renderShareGonePage(language), SHARE_PAGE_CSP);
      return;
    }
    if (!found) {
      sendPlainPage(ctx, 404, renderShareMissingPage(language), SHARE_PAGE_CSP);
      return;
    }
    const { file } = found;
    const page = renderSharePage(
      {
        name: file.name,
        filename: file.filename,
        pictureUrl: deliveryPaths.shareMobileFile(code, 'jpg'),
        jpegUrl: deliveryPaths.shareMobileFile(code, 'jpg', true),
        pdfUrl: deliveryPaths.shareMobileFile(code, 'pdf', true),
        until: found.until === null ? null : zonedDayInWords(found.until, found.timeZone, language),
      },
      language,
    );
    sendPlainPage(ctx, 200, page, SHARE_PAGE_CSP);
  });

  // The shared file: a wrong code, a file in the trash or any other name is the same 404 (never
  // the SPA, whose page load would start a session).
  router.get('/app/s/:code/:file', async (ctx) => {
    const kind = SHARED_FILES[(ctx.params.file ?? '') as keyof typeof SHARED_FILES];
    const found = kind ? await shared(ctx.params.code ?? '') : null;
    if (!kind || !found || found === 'gone') throw new NotFoundError();
    const { file } = found;
    ctx.set('X-Robots-Tag', 'noindex');
    const extension = kind === 'pdf' ? 'pdf' : 'jpg';
    await sendPrivateFile(ctx, fileStore, readyFileKeys(file)[kind], {
      downloadName: readyDownloadName(file, extension),
    });
  });

  router.get('/data/qr/index.php', qrPictureRoute);

  return router;
}
