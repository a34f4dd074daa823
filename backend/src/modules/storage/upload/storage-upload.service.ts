import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageUploadKind } from '@gramota/contracts';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../../logger';
import type { Clock } from '../../../shared/clock';
import type { FileStore } from '../../../shared/file-store';
import { StorageDocument, storageName } from '../storage-document.entity';
import { badRequest } from '../storage-errors';
import { removeCopies, storageFileKey, storageNames } from '../storage-files';
import type { UploadTarget } from '../storage-upload-target';
import { drawFirstPage, PdfPageError, type PdfPageOptions } from './pdf-first-page';
import { PdfPreviews } from './pdf-previews';
import type { ReceivedFile } from './upload-form';
import { kindOfFile, pdfIsComplete } from './upload-kind';
import { uploadedName } from './upload-name';
import { drawThumbnail, pdfPlaceholder } from './upload-thumbnail';

/** A file checked by its name and first bytes, not yet opened. */
interface CheckedFile {
  file: ReceivedFile;
  name: string;
  kind: StorageUploadKind;
}

/** A file read whole and drawn: everything it leaves in the storage, still in the work folder. */
interface PreparedFile extends CheckedFile {
  /** A PDF's first page as a JPEG (the document's fileName); none for a picture. */
  page: string | null;
  thumbnail: string;
}

const EXTENSION: Record<StorageUploadKind, string> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

/**
 * Files the teacher uploads into the storage (issue 17; StorageUploadAnswer): PDF, JPEG, PNG and
 * WebP, told by their bytes. Each is kept as sent (a picture as itself, a PDF with a JPEG of its
 * first page beside it) with a WebP thumbnail, under random names in the file store's
 * public/storage/. All or nothing: every file is checked and drawn in the request's work folder
 * (this instance's DATA_DIR/tmp/) first; only then are the files stored and the rows written in
 * one transaction, and a failure there takes the stored files out again. No Koa here.
 */
export class StorageUploadService {
  /** Work folders of requests in progress (removed by the route whatever happens). */
  readonly temporaryRoot: string;

  constructor(
    private readonly dataSource: DataSource,
    dataDir: string,
    private readonly fileStore: FileStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** This process's drawing slots and the limits of one drawing (PDF_PREVIEW_*). */
    private readonly previews: PdfPreviews = new PdfPreviews(),
    /** Overrides for the drawing (tests: a pdftoppm that is not there). */
    private readonly pdfOptions: PdfPageOptions = {},
  ) {
    this.temporaryRoot = path.join(dataDir, 'tmp', 'storage-upload');
  }

  /** Names, sizes and kinds of every file, before any is opened: a bad one refuses them all. */
  async check(files: readonly ReceivedFile[]): Promise<CheckedFile[]> {
    if (files.length === 0) throw badRequest('upload_empty', 'file');
    const checked: CheckedFile[] = [];
    for (const file of files) {
      if (file.size === 0) throw badRequest('upload_empty', 'file');
      const name = uploadedName(file.originalName);
      const kind = await kindOfFile(file.path);
      if (!kind) throw badRequest('upload_type', 'file');
      checked.push({ file, name, kind });
    }
    return checked;
  }

  /**
   * Checks, draws and keeps the files in `target`; answers the new rows in the order sent.
   * `sender` is the account whose share of the PDF drawing slots the upload takes: the one who
   * sends it (into a colleague's shared folder too).
   */
  async upload(
    target: UploadTarget,
    checked: readonly CheckedFile[],
    sender: string = target.ownerId,
  ): Promise<StorageDocument[]> {
    const prepared: PreparedFile[] = [];
    // One at a time: a request holds at most one picture's bytes in memory.
    for (const file of checked) prepared.push(await this.prepare(file, sender));
    return this.keep(target, prepared);
  }

  private async prepare(checked: CheckedFile, sender: string): Promise<PreparedFile> {
    const { file, kind } = checked;
    const thumbnail = `${file.path}_th.webp`;
    if (kind !== 'pdf') {
      await fs.writeFile(thumbnail, await drawThumbnail(await fs.readFile(file.path), kind));
      return { ...checked, page: null, thumbnail };
    }
    if (!(await pdfIsComplete(file.path, file.size))) throw badRequest('upload_broken', 'file');
    const page = `${file.path}_page.jpg`;
    if (await this.drawPage(file.path, page, sender))
      await fs.writeFile(thumbnail, await drawThumbnail(await fs.readFile(page), 'jpeg'));
    else {
      // Kept all the same, with the generic PDF picture in place of its first page.
      const placeholder = await pdfPlaceholder();
      await fs.writeFile(page, placeholder.page);
      await fs.writeFile(thumbnail, placeholder.thumbnail);
    }
    return { ...checked, page, thumbnail };
  }

  /**
   * The PDF's first page into `page`, in the sender's turn: true when drawn, false when it is not
   * to be (too many of the sender's PDFs waiting, or the drawing ran out of CPU time, memory or
   * time). A damaged file is upload_broken.
   */
  private async drawPage(pdf: string, page: string, sender: string): Promise<boolean> {
    const release = await this.previews.take(sender);
    if (!release) {
      this.logger.info({ sender }, 'an uploaded PDF kept undrawn: too many of its account waiting');
      return false;
    }
    const { limits } = this.previews;
    try {
      await drawFirstPage(pdf, page, {
        timeoutMs: limits.timeoutSeconds * 1000,
        cpuSeconds: limits.cpuSeconds,
        memoryMb: limits.memoryMb,
        ...this.pdfOptions,
      });
      return true;
    } catch (error) {
      if (!(error instanceof PdfPageError)) throw error;
      if (error.reason === 'limit') {
        this.logger.warn({ sender, err: error.message }, 'an uploaded PDF was too costly to draw');
        return false;
      }
      if (error.reason === 'missing-tool')
        this.logger.error({ err: error }, 'pdftoppm is missing: apt-get install poppler-utils');
      else this.logger.info({ err: error.message }, 'an uploaded PDF could not be drawn');
      throw badRequest('upload_broken', 'file');
    } finally {
      release();
    }
  }

  private async keep(target: UploadTarget, files: PreparedFile[]): Promise<StorageDocument[]> {
    const moved: string[] = [];
    const moveIn = async (from: string, name: string) => {
      await this.fileStore.putFile(storageFileKey(name), from);
      moved.push(name);
    };
    try {
      const rows: Omit<StorageDocument, 'id'>[] = [];
      const time = this.clock().getTime();
      for (const file of files) {
        const names = storageNames('upload');
        if (file.page) {
          await moveIn(file.file.path, names.pdfName);
          await moveIn(file.page, names.fileName);
        } else {
          names.fileName = names.fileName.replace(/\.jpg$/, `.${EXTENSION[file.kind]}`);
          names.pdfName = '';
          await moveIn(file.file.path, names.fileName);
        }
        await moveIn(file.thumbnail, names.thumbName);
        rows.push({
          userId: target.ownerId,
          folderId: target.folderId,
          ...storageName(file.name),
          format: file.kind,
          source: 'upload',
          ...names,
          readyFileId: null,
          shareType: 'users',
          time,
          trashed: false,
          trashedAt: null,
          trashedWith: null,
        });
      }
      return await this.dataSource.transaction(async (manager) => {
        const saved: StorageDocument[] = [];
        for (const row of rows) saved.push(await manager.getRepository(StorageDocument).save(row));
        return saved;
      });
    } catch (error) {
      await removeCopies(this.fileStore, moved);
      throw error;
    }
  }
}
