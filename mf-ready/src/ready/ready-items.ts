import {
  readyPaths,
  type ReadyDocAnswer,
  type ReadyFile,
  type ReadyFolder,
} from '@gramota/contracts';
import type { FileItem, FileItemTag } from '@gramota/ui';

/**
 * A ready file's name for people: the name it was made with, exactly as written (its filename is
 * only a slug for paths: «Фёдоров-Щербаков Святослав», not what a slug makes of it); the slug
 * with spaces when a file has no name.
 */
export const fileTitle = (file: ReadyFile): string =>
  file.name.trim() ? file.name : file.filename.replace(/_/g, ' ');

/**
 * A ready file in the browser, shown through formatDisplayName. Its type is 'doc': the form
 * actions' references name ready files so ('doc:12,folder:f3'). A mass run's files carry their
 * run and table row: sorted by time they stay together in table order (sortFileItems); files of
 * a run sent without rows keep the order they were sent in (their ids).
 */
export const readyItem = (file: ReadyFile, tags?: ReadyTags): FileItem => ({
  id: file.id,
  type: 'doc',
  name: fileTitle(file),
  time: file.time,
  thumbnailUrl: file.thumb,
  isFolder: false,
  ...(file.mass_id ? { run: { id: file.mass_id, order: file.mass_row ?? Number(file.id) } } : {}),
  ...(tags ? { tag: file.free === '1' ? tags.free : tags.pro } : {}),
});

/**
 * The marks that tell a free file from a PRO one of the same document on every card (seed 001
 * §6: only the PRO one may go to the storage).
 */
export interface ReadyTags {
  free: FileItemTag;
  pro: FileItemTag;
}

/**
 * The run view's files in table order: by row when every file knows its row (the ids of an
 * address may come in any order), else in the address's order (`ids`).
 */
export function inTableOrder(files: readonly ReadyFile[], ids: readonly string[]): ReadyFile[] {
  const place = new Map(ids.map((id, index) => [id, index]));
  const known = files.every((file) => file.mass_row !== undefined);
  const at = (file: ReadyFile) => (known ? file.mass_row! : (place.get(file.id) ?? ids.length));
  return [...files].sort((first, second) => at(first) - at(second));
}

/** A folder of Ready files in the browser. */
export const folderItem = (folder: ReadyFolder): FileItem => ({
  id: folder.id,
  type: 'folder',
  name: folder.name,
  time: folder.time,
  isFolder: true,
});

/**
 * A ready-get-docs answer (mass/{ids}) as a ready file: the answer has no time, format or
 * 'free' flag, so those come from the ready list when it knows the file.
 */
export function massFile(answer: ReadyDocAnswer, known: ReadyFile | undefined): ReadyFile | null {
  if (answer.result !== 'success') return null;
  if (known) return known;
  return {
    id: answer.doc,
    filename: answer.filename,
    file: answer.url || readyPaths.docFile(answer.filename, answer.doc),
    format: '',
    free: '0',
    share_mobile_code: answer.share_mobile_code,
    name: answer.filename.replace(/_/g, ' '),
    folder: null,
    time: 0,
    thumb: readyPaths.thumb(answer.filename, answer.doc),
    pdf: readyPaths.pdf(answer.filename, answer.doc),
    doc: '',
  };
}

/** Page formats are written 'a4', 'a4-landscape'...: shown upper-case in badges. */
export const formatLabel = (format: string) => format.replace(/[-_]/g, ' ').toUpperCase();
