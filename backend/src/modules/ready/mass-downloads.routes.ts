import Router from '@koa/router';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { setFileName } from '../../http/private-file';
import type { Language } from '@gramota/contracts';
import { currentAccount, requirePermission } from '../access';
import { readerLanguage } from '../mail';
import { safeFileName } from './ready-names';
import { idList } from './ready.routes';
import type { ReadyFile } from './ready-file.entity';
import { inTableOrder, massPdf, massZip, type MassFile } from './mass-downloads';

/**
 * The files of a download, the account's own, in the order asked: all or none. The delivery
 * module's DeliveryFiles.load: a missing id or another account's is 404 not_found, one still
 * being made is 409 file_wait (the client offers the downloads once the run's status is ready),
 * one in the trash 400 in_trash; `read` answers a PDF gone from the file store with 404.
 */
export type MassFilesLoader = (
  userId: string,
  ids: number[],
) => Promise<Array<{ file: ReadyFile; read(kind: 'pdf'): Promise<Buffer> }>>;

export interface MassDownloadsDependencies {
  session: AppMiddleware;
  files: MassFilesLoader;
  /** The name of the account's doc (the download is named after it); null when it is gone. */
  docName(userId: string, docId: number): Promise<string | null>;
  /**
   * The signed credentials of the account's verifiable files among them, by ready file id
   * (issue 35); unset: the server signs none.
   */
  credentials?(
    userId: string,
    readyIds: number[],
    language: Language,
  ): Promise<Map<number, string>>;
}

const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/**
 * ready-mass-zip and ready-mass-pdf (issue 15, contracts spreadsheetPaths.massZip / massPdf): a
 * run's files (at most 30 ids) as one download, named after the run's doc.
 */
export function createMassDownloadsRoutes(deps: MassDownloadsDependencies): Router<AppState> {
  const router = new Router<AppState>();
  const docsFull = requirePermission('docs_full');
  const { session } = deps;

  const load = async (ctx: AppContext) => {
    const userId = currentAccount(ctx).id;
    const asked = await deps.files(userId, idList(params(ctx).files, 'files'));
    const loaded = inTableOrder(asked, ({ file }) => file);
    const files: MassFile[] = loaded.map(({ file, read }) => ({
      name: file.name,
      readPdf: () => read('pdf'),
      id: file.id,
    }));
    const docName = await deps.docName(userId, loaded[0]!.file.docId);
    // Named after the doc as the teacher wrote it (safe for the file systems), not its slug.
    return { files, name: safeFileName(docName ?? 'documents'), title: docName ?? undefined };
  };

  router.get('/api/ready-mass-zip/:files/', session, docsFull, async (ctx) => {
    const { files, name } = await load(ctx);
    const credentials = await deps.credentials?.(
      currentAccount(ctx).id,
      files.map((file) => file.id!),
      readerLanguage(ctx, ctx.query.lng?.toString()),
    );
    const zip = await massZip(
      files.map((file) => ({ ...file, credential: credentials?.get(file.id!) })),
    );
    ctx.set('Cache-Control', 'no-store');
    setFileName(ctx, `${name}.zip`);
    ctx.type = 'application/zip';
    ctx.body = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  });

  router.get('/api/ready-mass-pdf/:files/', session, docsFull, async (ctx) => {
    const { files, name, title } = await load(ctx);
    const pdf = await massPdf(files, title);
    ctx.set('Cache-Control', 'no-store');
    setFileName(ctx, `${name}.pdf`);
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  });

  return router;
}
