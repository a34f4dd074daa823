import {
  readyPaths,
  type ReadyDocAnswer,
  type ReadyFile,
  type ReadyFolder,
} from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

/**
 * A ready file in the browser; the raw filename is shown through formatDisplayName. Its type is
 * 'doc': the form actions' references name ready files so ('doc:12,folder:f3').
 */
export const readyItem = (file: ReadyFile): FileItem => ({
  id: file.id,
  type: 'doc',
  name: file.filename,
  time: file.time,
  thumbnailUrl: file.thumb,
  isFolder: false,
});

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
    name: answer.filename,
    folder: null,
    time: 0,
    thumb: readyPaths.thumb(answer.filename, answer.doc),
    pdf: readyPaths.pdf(answer.filename, answer.doc),
    doc: '',
  };
}

/** Page formats are written 'a4', 'a4-landscape'...: shown upper-case in badges. */
export const formatLabel = (format: string) => format.replace(/[-_]/g, ' ').toUpperCase();
