import fs from 'node:fs/promises';
import Router from '@koa/router';
import { NotFoundError } from '../../errors';
import type { AppState } from '../../http/app-state';
import { optionalText, queryFields } from '../../http/request-fields';
import type { BundledFontFiles } from './bundled-fonts';
import { qrPictureRoute } from './qr-code';
import { redactorError } from './redactor-errors';

/** Font files never change under their name (the package version is in the URL). */
const FONT_FILE_CACHE = 'public, max-age=31536000, immutable';
/** The stylesheet follows the bundled list, which a deploy may change. */
const FONT_CSS_CACHE = 'public, max-age=86400';

/**
 * What anyone may load, with or without a session (fonts and QR codes are not anyone's data):
 * get-font-css, the font files it names, and /qr/ pictures. No session is made for them.
 */
export function createRedactorPublicRoutes(fonts: BundledFontFiles): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/get-font-css/', (ctx) => {
    const fields = queryFields(ctx);
    // The workshop adds ?from=workshop; the stylesheet is the same.
    optionalText(fields, 'from', 20);
    const family = optionalText(fields, 'font', 100) ?? '';
    const css = fonts.css(family);
    if (css === null) throw redactorError(404, 'font_invalid', 'font');
    ctx.set('Cache-Control', FONT_CSS_CACHE);
    ctx.type = 'text/css; charset=utf-8';
    ctx.body = css;
  });

  router.get('/fonts/:packageId/:file', async (ctx) => {
    const { packageId = '', file = '' } = ctx.params;
    const found = fonts.file(packageId, file);
    if (!found) throw new NotFoundError();
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(found);
    } catch {
      throw new NotFoundError();
    }
    ctx.set('Cache-Control', FONT_FILE_CACHE);
    ctx.type = 'font/woff2';
    ctx.body = bytes;
  });

  router.get('/qr/', qrPictureRoute);

  return router;
}
