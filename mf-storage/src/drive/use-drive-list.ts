import type { DocsPathEntry, DriveFolderItem, DriveGroupItem } from '@gramota/contracts';
import { api } from '@gramota/store';
import { useUserKey } from '@gramota/shell-api';
import { driveQuery, type DriveRoute } from './drive-route';
import { useDriveGetQuery } from './drive.api';

export interface DriveListState {
  groups: DriveGroupItem[];
  folders: DriveFolderItem[];
  path: DocsPathEntry[];
  /** A visitor without an account: no list is asked for (drive-get needs a login). */
  signedOut: boolean;
  asked: boolean;
  loading: boolean;
  settled: boolean;
  failed: boolean;
  retry: () => void;
}

/** What a route lists, from drive-get (read again each time the screen opens). */
export function useDriveList(route: DriveRoute): DriveListState {
  const userKey = useUserKey();
  const session = api.useLoginCheckQuery().currentData;
  const signedOut = session?.login === false;
  const query = driveQuery(route);
  const list = useDriveGetQuery(
    { userKey: userKey ?? '', query: query ?? {} },
    { skip: !userKey || signedOut || !query, refetchOnMountOrArgChange: true },
  );
  const answer = list.currentData;
  return {
    groups: Object.values(answer?.documents ?? {}),
    folders: Object.values(answer?.folders ?? {}),
    path: answer?.path ?? [],
    signedOut,
    asked: Boolean(query) && !signedOut,
    loading: list.isLoading || (list.isFetching && !answer),
    settled: list.isSuccess && !list.isFetching,
    failed: list.isError,
    retry: () => void list.refetch(),
  };
}
