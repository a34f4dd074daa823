import type { DocFolder, DocsGetAnswer, DocSummary } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';

export const folderItem = (folder: DocFolder): FileItem => ({
  id: folder.id,
  type: 'folder',
  name: folder.name,
  time: folder.time,
  favorite: folder.favorite === '1',
  isFolder: true,
});

export const docItem = (doc: DocSummary): FileItem => ({
  id: doc.id,
  type: 'doc',
  name: doc.name,
  time: doc.time,
  favorite: doc.favorite === '1',
  thumbnailUrl: doc.thumb,
  isFolder: false,
});

/** A docs-get answer as the file browser's items (unsorted; the screen sorts). */
export function toFileItems(answer: DocsGetAnswer | undefined): FileItem[] {
  if (!answer) return [];
  return [
    ...Object.values(answer.folders).map(folderItem),
    ...Object.values(answer.docs).map(docItem),
  ];
}

/** The newest documents first (lists are keyed by id; order carries no meaning). */
export function newestDocs(answer: DocsGetAnswer | undefined, count: number): DocSummary[] {
  if (!answer) return [];
  return Object.values(answer.docs)
    .sort((first, second) => second.time - first.time)
    .slice(0, count);
}
