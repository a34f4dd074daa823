import { useMemo } from 'react';
import type { ShareType } from '@gramota/contracts';
import type { FileItem } from '../file-browser/file-browser.types';

/** A listed file: the folder it is in (null: the top level), and its access when it has one. */
export interface ListedFile {
  id: string;
  folder?: string | null;
  share_type?: ShareType;
}

/** A listed folder: its parent (null: the top level), and its access when it has one. */
export interface ListedFolder {
  id: string;
  parent?: string | null;
  share_type?: ShareType;
}

/** What a file area lists, by id: the records behind the browser's items. */
export interface ListedRecords<
  F extends ListedFile = ListedFile,
  D extends ListedFolder = ListedFolder,
> {
  files: ReadonlyMap<string, F>;
  folders: ReadonlyMap<string, D>;
}

/** What an area's commands are told of the list shown. */
export interface FileAreaContext<F extends ListedFile, D extends ListedFolder> {
  records: ListedRecords<F, D>;
  inTrash: boolean;
  /** The folder shown (null: the top level); undefined in views gathering items from many. */
  folderId: string | null | undefined;
}

/** The two lists of an area's answer by id, made again only when a list changes. */
export function useListedRecords<F extends ListedFile, D extends ListedFolder>(
  files: readonly F[],
  folders: readonly D[],
): ListedRecords<F, D> {
  const filesById = useMemo(() => byId(files), [files]);
  const foldersById = useMemo(() => byId(folders), [folders]);
  return useMemo(() => ({ files: filesById, folders: foldersById }), [filesById, foldersById]);
}

function byId<T extends { id: string }>(list: readonly T[]): ReadonlyMap<string, T> {
  return new Map(list.map((record) => [record.id, record]));
}

/** The record behind a browser item: a folder's or a file's. */
export function recordOf<F extends ListedFile, D extends ListedFolder>(
  records: ListedRecords<F, D>,
  item: FileItem,
): F | D | undefined {
  return item.isFolder ? records.folders.get(item.id) : records.files.get(item.id);
}

/** The folder an item is in now (null: the top level; undefined: not listed). */
export function parentIn(records: ListedRecords, item: FileItem): string | null | undefined {
  return item.isFolder ? records.folders.get(item.id)?.parent : records.files.get(item.id)?.folder;
}

/** The folder a view shows: its own in a folder, null at the top, none in views of many. */
export function shownFolder(
  route: { view: string; folderId?: string },
  topView = 'all',
): string | null | undefined {
  if (route.view === 'folder') return route.folderId;
  return route.view === topView ? null : undefined;
}

/**
 * The in-area address of a folder (null: the top view), from the area's own path builder:
 * `folderPathOf(storagePath, { view: 'root' })`.
 */
export function folderPathOf<R>(
  pathOf: (route: R | { view: 'folder'; folderId: string }) => string,
  top: R,
): (folderId: string | null) => string {
  return (folderId) => pathOf(folderId === null ? top : { view: 'folder', folderId });
}

/** Downloads a file by its address, under the name the teacher knows it by. */
export function downloadFile(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}
