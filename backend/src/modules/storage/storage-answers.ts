import type {
  StorageDocument as DocumentAnswer,
  StorageFolder as FolderAnswer,
} from '@gramota/contracts';
import { rawNumber } from '../../shared/db-values';
import { docApiId, folderApiId, folderApiIdOrNull } from '../folders';
import type { StorageDocument } from './storage-document.entity';
import type { StorageFolder } from './storage-folder.entity';
import { storageFileUrl } from './storage-files';

/** What a list shows of a storage document (an entity, or a raw row read by documentFields). */
export type StorageDocumentFields = Pick<
  StorageDocument,
  | 'id'
  | 'name'
  | 'fileName'
  | 'thumbName'
  | 'pdfName'
  | 'time'
  | 'format'
  | 'source'
  | 'folderId'
  | 'shareType'
  | 'trashedBy'
>;

/** What a list shows of a storage folder. */
export type StorageFolderFields = Pick<
  StorageFolder,
  'id' | 'name' | 'parentId' | 'time' | 'shareType' | 'trashedBy'
>;

/** The columns of storage_documents (aliased d) that documentFields reads. */
export const DOCUMENT_LIST_COLUMNS =
  'd.id, d."name", d.file_name, d.thumb_name, d.pdf_name, d."time", d."format", d."source", d.folder_id, d.share_type, d.trashed_by';

/** The columns of storage_folders (aliased f) that folderFields reads. */
export const FOLDER_LIST_COLUMNS =
  'f.id, f."name", f.parent_id, f."time", f.share_type, f.trashed_by';

/** A row of DOCUMENT_LIST_COLUMNS as the driver returns it (BIGINT is a string on PostgreSQL). */
export interface RawDocumentRow {
  id: number | string;
  name: string;
  file_name: string;
  thumb_name: string;
  pdf_name: string;
  time: number | string;
  format: string;
  source: StorageDocument['source'];
  folder_id: number | string | null;
  share_type: StorageDocument['shareType'];
  trashed_by: string | null;
}

/** A row of FOLDER_LIST_COLUMNS as the driver returns it. */
export interface RawFolderRow {
  id: number | string;
  name: string;
  parent_id: number | string | null;
  time: number | string;
  share_type: StorageFolder['shareType'];
  trashed_by: string | null;
}

const idOrNull = (value: number | string | null) => (value === null ? null : rawNumber(value));

export const documentFields = (row: RawDocumentRow): StorageDocumentFields => ({
  id: rawNumber(row.id),
  name: row.name,
  fileName: row.file_name,
  thumbName: row.thumb_name,
  pdfName: row.pdf_name,
  time: rawNumber(row.time),
  format: row.format,
  source: row.source,
  folderId: idOrNull(row.folder_id),
  shareType: row.share_type,
  trashedBy: row.trashed_by,
});

export const folderFields = (row: RawFolderRow): StorageFolderFields => ({
  id: rawNumber(row.id),
  name: row.name,
  parentId: idOrNull(row.parent_id),
  time: rawNumber(row.time),
  shareType: row.share_type,
  trashedBy: row.trashed_by,
});

/**
 * What opening a document gives: a made file's PDF; an upload's own file (its PDF, or the picture
 * itself when it has no PDF).
 */
export const storageDocumentFileUrl = (row: Pick<StorageDocument, 'fileName' | 'pdfName'>) =>
  storageFileUrl(row.pdfName || row.fileName);

/** A storage document as the lists answer it (seed 001 §3 'Storage entities'). */
export function storageDocumentAnswer(
  row: Omit<StorageDocumentFields, 'trashedBy'>,
): DocumentAnswer {
  return {
    id: docApiId(row.id),
    name: row.name,
    file: storageDocumentFileUrl(row),
    thum: storageFileUrl(row.thumbName),
    time: row.time,
    type: row.format,
    source: row.source,
    folder: folderApiIdOrNull(row.folderId),
    share_type: row.shareType,
  };
}

export function storageFolderAnswer(row: Omit<StorageFolderFields, 'trashedBy'>): FolderAnswer {
  return {
    id: folderApiId(row.id),
    name: row.name,
    parent: folderApiIdOrNull(row.parentId),
    time: row.time,
    share_type: row.shareType,
  };
}
