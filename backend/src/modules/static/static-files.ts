import send from 'koa-send';
import { NotFoundError } from '../../errors';
import type { AppContext } from '../../http/app-state';

export interface SendFileOptions {
  cacheControl: string;
  headers?: Record<string, string>;
}

/**
 * Sends `relativePath` (still URL-encoded, as in the request) from inside `root`. koa-send decodes
 * it and refuses anything resolving outside `root`, encoded or not; every such refusal, a hidden
 * file, a directory or a missing file is the same 404, so probing learns nothing.
 */
export async function sendFile(
  ctx: AppContext,
  root: string,
  relativePath: string,
  options: SendFileOptions,
): Promise<void> {
  if (relativePath === '' || relativePath.endsWith('/') || relativePath.includes('\0'))
    throw new NotFoundError();
  let sent: string | undefined;
  try {
    sent = await send(ctx, relativePath, {
      root,
      hidden: false,
      index: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', options.cacheControl);
        // koa-send picks a pre-compressed .br/.gz copy by Accept-Encoding; caches must know.
        res.setHeader('Vary', 'Accept-Encoding');
        for (const [name, value] of Object.entries(options.headers ?? {}))
          res.setHeader(name, value);
      },
    });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) throw new NotFoundError();
    throw error;
  }
  if (!sent) throw new NotFoundError();
  // Revalidation of no-cache files (index.html, remoteEntry.js) costs a 304, not the whole file.
  if (ctx.fresh) ctx.status = 304;
}
