import send from 'koa-send';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../../http/app-state';
import { CATALOGUE_FILE_PATTERN } from './catalogue-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends one artwork file from the catalogue folder. Only names the renderer makes get through
 * (letters, digits, hyphens, one known extension): no dots or slashes, so no way out of the
 * folder. A bad name and a missing file are the same 404.
 */
export async function sendCatalogueFile(
  ctx: AppContext,
  catalogueDir: string,
  file: string,
): Promise<void> {
  if (!CATALOGUE_FILE_PATTERN.test(file)) throw new NotFoundError();
  let sent: string | undefined;
  try {
    sent = await send(ctx, file, {
      root: catalogueDir,
      hidden: false,
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new NotFoundError();
    throw error;
  }
  if (!sent) throw new NotFoundError();
  if (ctx.fresh) ctx.status = 304;
}
