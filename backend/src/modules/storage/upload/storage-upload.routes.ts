import fs from 'node:fs/promises';
import Router from '@koa/router';
import { storagePaths, type StorageUploadAnswer } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { AppMiddleware, AppState } from '../../../http/app-state';
import { currentAccount, currentActor } from '../../access';
import { targetFolder } from '../../folders';
import type { SharingService } from '../../sharing';
import { storageDocumentAnswer } from '../storage-answers';
import { resolveUploadFolder } from '../storage-upload-target';
import { storageEditGuards } from '../storage.routes';
import { makeRequestFolder, readUploadForm, removeStaleRequestFolders } from './upload-form';
import type { StorageUploadService } from './storage-upload.service';

/** A work folder older than this belongs to no live request. */
const STALE_WORK_FOLDER_MS = 24 * 60 * 60 * 1000;

export interface StorageUploadRoutesDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  uploads: StorageUploadService;
  /** Another account's folder shared with edit rights takes uploads too. */
  sharing: SharingService;
}

/**
 * POST /api/storage-upload/ (StorageUploadAnswer): the files in `file`, the folder in `folder`.
 * Signed in, storage_edit while switched in; the form is read only after those checks, into a
 * work folder of its own that goes when the request ends, whatever happened.
 */
export function createStorageUploadRoutes(deps: StorageUploadRoutesDependencies) {
  const { dataSource, session, uploads, sharing } = deps;
  const router = new Router<AppState>();
  void removeStaleRequestFolders(uploads.temporaryRoot, STALE_WORK_FOLDER_MS).catch(
    () => undefined,
  );

  router.post(storagePaths.upload(), session, ...storageEditGuards, async (ctx) => {
    const work = await makeRequestFolder(uploads.temporaryRoot);
    try {
      const form = await readUploadForm(ctx, work);
      const folderId = targetFolder(form.folder, 'folder');
      const target = await resolveUploadFolder(
        dataSource,
        sharing,
        currentAccount(ctx).id,
        folderId,
      );
      // The sender's share of the PDF drawing slots (a colleague's upload takes their own).
      const rows = await uploads.upload(
        target,
        await uploads.check(form.files),
        currentActor(ctx).id,
      );
      const answer: StorageUploadAnswer = { result: 'success', documents: {} };
      for (const row of rows) answer.documents[String(row.id)] = storageDocumentAnswer(row);
      ctx.body = answer;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  return router;
}
