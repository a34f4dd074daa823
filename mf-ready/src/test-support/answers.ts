import {
  readyPaths,
  type DocsPathEntry,
  type ReadyFile,
  type ReadyFolder,
  type ReadyGetAnswer,
} from '@gramota/contracts';

export const readyFile = (
  id: string,
  filename: string,
  extra: Partial<ReadyFile> = {},
): ReadyFile => ({
  id,
  filename,
  file: readyPaths.docFile(filename, id),
  format: 'a4',
  free: '0',
  share_mobile_code: `code${id}`,
  name: filename.replace(/_/g, ' '),
  folder: null,
  time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  thumb: readyPaths.thumb(filename, id),
  pdf: readyPaths.pdf(filename, id),
  doc: `d${id}`,
  ...extra,
});

export const readyFolder = (
  id: string,
  name: string,
  parent: string | null = null,
): ReadyFolder => ({
  id,
  name,
  parent,
  favorite: '0',
  time: Date.UTC(2026, 10, 1),
});

export function readyAnswer(
  files: ReadyFile[],
  folders: ReadyFolder[] = [],
  path: DocsPathEntry[] = [],
): ReadyGetAnswer {
  return {
    result: 'success',
    folders: Object.fromEntries(folders.map((folder) => [folder.id, folder])),
    docs: Object.fromEntries(files.map((file) => [file.id, file])),
    path,
  };
}
