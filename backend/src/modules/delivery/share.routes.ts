import Router from '@koa/router';
import { deliveryPaths, SHARE_MOBILE_CODE_PATTERN, type Language } from '@gramota/contracts';
import { NotFoundError } from '../../errors';
import type { AppContext, AppState } from '../../http/app-state';
import { sendPrivateFile } from '../../http/private-file';
import { readerLanguage, sendPlainPage } from '../mail';
import { qrPictureRoute } from '../redactor';
import type { FileStore } from '../../shared/file-store';
import { readyDownloadName, readyFileKeys, type ReadyService } from '../ready';
import { renderShareMissingPage, renderSharePage, SHARE_PAGE_CSP } from './share-page';

/** The phone's language among the seven (no account here), else Russian, the default. */
const languageOf = (ctx: AppContext): Language => readerLanguage(ctx, undefined);

/** The shared file's kinds by the name after the code: /app/s/{code}/file.jpg|file.pdf. */
const SHARED_FILES = { 'file.jpg': 'jpeg', 'file.pdf': 'pdf' } as const;

/**
 * What a phone opens without a session or the CSRF header (they are not /api calls): the
 * share-to-mobile page /app/s/{code}/, the file through its code, and the QR picture of the
 * page's address. Mounted before the static routes, whose /app/* answers the SPA. The code is the
 * only permission they need: anyone holding it sees and downloads that one file. The file's own
 * address (/data/doc/...) is its owner's only, so the page links to /app/s/{code}/file.jpg|.pdf.
 */
export function createShareRoutes(ready: ReadyService, fileStore: FileStore): Router<AppState> {
  const router = new Router<AppState>({ strict: true });
  const sharedFile = async (code: string) =>
    SHARE_MOBILE_CODE_PATTERN.test(code) ? ready.findByShareCode(code) : null;

  router.get('/app/s/:code', (ctx) =>
    ctx.redirect(`/app/s/${encodeURIComponent(ctx.params.code ?? '')}/`),
  );

  router.get('/app/s/:code/', async (ctx) => {
    const code = ctx.params.code ?? '';
    const file = await sharedFile(code);
    const language = languageOf(ctx);
    if (!file) {
      sendPlainPage(ctx, 404, renderShareMissingPage(language), SHARE_PAGE_CSP);
      return;
    }
    const page = renderSharePage(
      {
        name: file.name,
        filename: file.filename,
        pictureUrl: deliveryPaths.shareMobileFile(code, 'jpg'),
        jpegUrl: deliveryPaths.shareMobileFile(code, 'jpg', true),
        pdfUrl: deliveryPaths.shareMobileFile(code, 'pdf', true),
      },
      language,
    );
    sendPlainPage(ctx, 200, page, SHARE_PAGE_CSP);
  });

  // The shared file: a wrong code, a file in the trash or any other name is the same 404 (never
  // the SPA, whose page load would start a session).
  router.get('/app/s/:code/:file', async (ctx) => {
    const kind = SHARED_FILES[(ctx.params.file ?? '') as keyof typeof SHARED_FILES];
    const file = kind ? await sharedFile(ctx.params.code ?? '') : null;
    if (!kind || !file) throw new NotFoundError();
    ctx.set('X-Robots-Tag', 'noindex');
    const extension = kind === 'pdf' ? 'pdf' : 'jpg';
    await sendPrivateFile(ctx, fileStore, readyFileKeys(file)[kind], {
      downloadName: readyDownloadName(file, extension),
    });
  });

  router.get('/data/qr/index.php', qrPictureRoute);

  return router;
}
