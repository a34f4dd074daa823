import type {
  StorageDocument as DocumentAnswer,
  StorageFolder as FolderAnswer,
} from '@gramota/contracts';
import { docApiId, folderApiId, folderApiIdOrNull } from '../folders';
import type { StorageDocument } from './storage-document.entity';
import type { StorageFolder } from './storage-folder.entity';
import { storageFileUrl } from './storage-files';

/**
 * What opening a document gives: a made file's PDF; an upload's own file (its PDF, or the picture
 * itself when it has no PDF).
 */
export const storageDocumentFileUrl = (row: Pick<StorageDocument, 'fileName' | 'pdfName'>) =>
  storageFileUrl(row.pdfName || row.fileName);

/** A storage document as the lists answer it (seed 001 §3 'Storage entities'). */
export function storageDocumentAnswer(row: StorageDocument): DocumentAnswer {
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

export function storageFolderAnswer(row: StorageFolder): FolderAnswer {
  return {
    id: folderApiId(row.id),
    name: row.name,
    parent: folderApiIdOrNull(row.parentId),
    time: row.time,
    share_type: row.shareType,
  };
}
