import { ROOT_FOLDER, type DocsPathEntry } from '@gramota/contracts';
import { folderListing, type FolderListing, type FormActionCall } from '@gramota/ui';
import { useUserKey } from '@gramota/shell-api';
import { useStorageGetQuery } from './storage.api';

/**
 * Inside another account's folder the teacher sees that folder as the top (the first crumb of
 * storage-get's path): moves stay under it, so "the root" of the move dialog and of a drop on the
 * first crumb means that folder, never this account's own top level.
 */
export function sharedTopFolder(
  path: readonly DocsPathEntry[],
  shared: boolean,
): DocsPathEntry | null {
  return shared ? (path[0] ?? null) : null;
}

/** The form action call with 'move to the root' sent as 'move to the shared top folder'. */
export function moveWithinShared(formAction: FormActionCall, top: DocsPathEntry | null) {
  if (!top) return formAction;
  const call: FormActionCall = (args) =>
    args.action === 'move' && args.body.folder_id === ROOT_FOLDER
      ? formAction({ ...args, body: { ...args.body, folder_id: top.id } })
      : formAction(args);
  return call;
}

/** The move dialog's listing hook: one's own folders, or those under the shared top folder. */
export function storageFolderListing(top: DocsPathEntry | null) {
  return function useStorageFolderListing(folderId: string | null): FolderListing {
    const userKey = useUserKey();
    const listing = folderListing(
      useStorageGetQuery(
        { userKey: userKey ?? '', query: { folder: folderId ?? top?.id ?? ROOT_FOLDER } },
        { skip: !userKey },
      ),
    );
    if (!top) return listing;
    // The top folder is the dialog's first crumb already: only what lies below it follows.
    const below = listing.path.findIndex((entry) => entry.id === top.id);
    return { ...listing, path: below < 0 ? listing.path : listing.path.slice(below + 1) };
  };
}
