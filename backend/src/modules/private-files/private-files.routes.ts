import Router from '@koa/router';
import { SESSION_COOKIE } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../errors';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { sendPrivateFile } from '../../http/private-file';
import type { Clock } from '../../shared/clock';
import type { FileStore } from '../../shared/file-store';
import { currentAccount, currentPermissions } from '../access';
import { hashSessionToken, Session } from '../auth';
import { readyDownloadName, readyFileKeys, safeFileName, type ReadyService } from '../ready';
import type { SharingService } from '../sharing';
import { StorageDocument, storageFileKey, storageSharedAccess } from '../storage';

/** `{filename}_{id}.jpg`, `{filename}_{id}_th.webp`, `{filename}_{id}.pdf` (readyFileNames). */
const MADE_FILE_NAME = /^(.+)_([1-9]\d{0,15})(\.jpg|_th\.webp|\.pdf)$/;
const KIND_BY_SUFFIX = { '.jpg': 'jpeg', '_th.webp': 'thumb', '.pdf': 'pdf' } as const;

/** Far longer than any token the server hands out: not worth hashing. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The one file name after `prefix` in the request path, decoded; null for anything else (a
 * deeper path, bad encoding, a NUL). The name is only ever compared with names from the database.
 */
function fileNameAfter(ctx: AppContext, prefix: string): string | null {
  const encoded = ctx.path.slice(prefix.length);
  if (encoded === '' || encoded.includes('/')) return null;
  try {
    const name = decodeURIComponent(encoded);
    return name && !/[/\\\0]/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/**
 * These are <img> sources, links and downloads (no X-Requested-With), and a stranger's request
 * must neither learn anything nor make anything: without a live session cookie the answer is the
 * same 404 as for a file that is not there, given before the session middleware runs, so no
 * account is created and no cookie set.
 */
export function requireLiveSession(dataSource: DataSource, clock: Clock): AppMiddleware {
  const sessions = dataSource.getRepository(Session);
  return async (ctx, next) => {
    // A framed area's request was authenticated by its embed link (modules/embed), scope checked.
    if (ctx.state.embed) return next();
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token || token.length > MAX_TOKEN_LENGTH) throw new NotFoundError();
    const found = await sessions.findOne({
      select: { id: true, expiresAt: true },
      where: { id: hashSessionToken(token) },
    });
    if (!found || found.expiresAt.getTime() <= clock().getTime()) throw new NotFoundError();
    await next();
  };
}

export interface PrivateFilesRoutesDependencies {
  dataSource: DataSource;
  ready: ReadyService;
  session: AppMiddleware;
  clock: Clock;
  fileStore: FileStore;
  sharing: SharingService;
}

/**
 * Made files (/data/doc/{filename}_{id}.jpg|_th.webp|.pdf, seed 000 §2 Ready) and their storage
 * copies (/data/storage/{name}) are personal data (ARCHITECTURE §5): served only to a session of
 * the account they belong to, or of a member switched into it with the permission of that area
 * (docs_full for ready files, as ready-get; storage_view for the storage). A storage file also
 * goes to whoever its owner shared it with (or a folder around it), and to a session that opened
 * its link, visitors without an account included: checked on every request, so taking the share
 * back ends it at once. Anything else, another account's file included, is a 404 that does not
 * tell whether the file exists. For made files, people without a session get a code from the
 * owner (/app/s/{code}/, delivery module). Mounted before the static routes, which refuse these
 * folders.
 */
export function createPrivateFilesRoutes(deps: PrivateFilesRoutesDependencies): Router<AppState> {
  const { dataSource, ready, session, fileStore } = deps;
  const router = new Router<AppState>();
  const liveSession = requireLiveSession(dataSource, deps.clock);
  const storageDocuments = dataSource.getRepository(StorageDocument);
  const storageAccess = storageSharedAccess(dataSource, deps.sharing);

  router.get('/data/doc/{*file}', liveSession, session, async (ctx) => {
    if (!currentPermissions(ctx).docs_full) throw new NotFoundError();
    const match = MADE_FILE_NAME.exec(fileNameAfter(ctx, '/data/doc/') ?? '');
    if (!match) throw new NotFoundError();
    const [, filename, id, suffix] = match as unknown as [string, string, string, string];
    const file = await ready.find(currentAccount(ctx).id, Number(id));
    if (!file || file.filename !== filename) throw new NotFoundError();
    const kind = KIND_BY_SUFFIX[suffix as keyof typeof KIND_BY_SUFFIX];
    const extension = kind === 'pdf' ? 'pdf' : kind === 'jpeg' ? 'jpg' : 'webp';
    await sendPrivateFile(ctx, fileStore, readyFileKeys(file)[kind], {
      downloadName: readyDownloadName(file, extension),
    });
  });

  router.get('/data/storage/{*file}', liveSession, session, async (ctx) => {
    if (!currentPermissions(ctx).storage_view) throw new NotFoundError();
    const name = fileNameAfter(ctx, '/data/storage/');
    if (!name) throw new NotFoundError();
    const row = await storageDocuments.findOne({
      select: {
        id: true,
        userId: true,
        folderId: true,
        shareType: true,
        trashed: true,
        name: true,
      },
      where: [{ fileName: name }, { thumbName: name }, { pdfName: name }],
    });
    if (!row || !(await storageAccess.item(currentAccount(ctx).id, row))) throw new NotFoundError();
    // Saved under the document's name (owner, colleagues and link visitors alike), never the
    // random name on disk; the extension is the served file's own.
    const extension = /\.[^.]*$/.exec(name)?.[0] ?? '';
    await sendPrivateFile(ctx, fileStore, storageFileKey(name), {
      downloadName: `${safeFileName(row.name)}${extension}`,
    });
  });

  return router;
}
