import { readyPaths, type ReadyFile, type ReadyGetAnswer } from '@gramota/contracts';

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
  share_mobile_code: '',
  name: filename.replace(/_/g, ' '),
  folder: null,
  time: Date.UTC(2026, 10, 5, 10, Number(id) % 60),
  thumb: readyPaths.thumb(filename, id),
  pdf: readyPaths.pdf(filename, id),
  doc: `d${id}`,
  ...extra,
});

export function readyAnswer(files: ReadyFile[]): ReadyGetAnswer {
  return {
    result: 'success',
    folders: {},
    docs: Object.fromEntries(files.map((file) => [file.id, file])),
  };
}
