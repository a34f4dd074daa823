import Router from '@koa/router';
import { SHARE_MOBILE_CODE_PATTERN } from '@gramota/contracts';
import type { AppContext, AppState } from '../../http/app-state';
import { qrPictureRoute } from '../redactor';
import { readyFileUrls, type ReadyService } from '../ready';
import {
  renderShareMissingPage,
  renderSharePage,
  SHARE_PAGE_CSP,
  type ShareLanguage,
} from './share-page';

/** Russian unless the phone prefers English (the product's default language is Russian). */
const languageOf = (ctx: AppContext): ShareLanguage =>
  ctx.acceptsLanguages('ru', 'en') === 'en' ? 'en' : 'ru';

/**
 * What a phone opens without a session or the CSRF header (they are not /api calls): the
 * share-to-mobile page /app/s/{code}/ and the QR picture of its address. Mounted before the
 * static routes, whose /app/* answers the SPA and /data/* DATA_DIR/public. The code is the only
 * permission the page needs: anyone holding it sees and downloads that one file.
 */
export function createShareRoutes(ready: ReadyService): Router<AppState> {
  const router = new Router<AppState>({ strict: true });

  router.get('/app/s/:code', (ctx) =>
    ctx.redirect(`/app/s/${encodeURIComponent(ctx.params.code ?? '')}/`),
  );

  router.get('/app/s/:code/', async (ctx) => {
    const code = ctx.params.code ?? '';
    const file = SHARE_MOBILE_CODE_PATTERN.test(code) ? await ready.findByShareCode(code) : null;
    const language = languageOf(ctx);
    ctx.set('Content-Security-Policy', SHARE_PAGE_CSP);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.set('Vary', 'Accept-Language');
    ctx.type = 'text/html; charset=utf-8';
    if (!file) {
      ctx.status = 404;
      ctx.body = renderShareMissingPage(language);
      return;
    }
    const urls = readyFileUrls(file);
    ctx.body = renderSharePage(
      { name: file.name, filename: file.filename, jpegUrl: urls.jpeg, pdfUrl: urls.pdf },
      language,
    );
  });

  router.get('/data/qr/index.php', qrPictureRoute);

  return router;
}
