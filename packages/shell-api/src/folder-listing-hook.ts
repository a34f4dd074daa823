import { ROOT_FOLDER } from '@gramota/contracts';
import { folderListing, type FolderListAnswer, type FolderListing } from '@gramota/ui';
import { useUserKey } from './use-user-key';

/** An area's list query hook, as RTK Query makes it: the signed-in key and the list's query. */
type AreaListQueryHook<Q> = (
  args: { userKey: string; query: Q & { folder: string } },
  options: { skip: boolean },
) => FolderListAnswer;

/**
 * The move-to dialog's hook listing one folder of an area (null: the top level) through the
 * area's own list call, for the signed-in person only. `query` adds what else the area's list
 * asks for (Ready files: not the trash).
 */
export function folderListingHook<Q extends object>(
  useListQuery: AreaListQueryHook<Q>,
  query: Q,
): (folderId: string | null) => FolderListing {
  return function useAreaFolderListing(folderId: string | null) {
    const userKey = useUserKey();
    return folderListing(
      useListQuery(
        { userKey: userKey ?? '', query: { ...query, folder: folderId ?? ROOT_FOLDER } },
        { skip: !userKey },
      ),
    );
  };
}
