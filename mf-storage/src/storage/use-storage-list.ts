import type {
  DocsPathEntry,
  StorageDocument,
  StorageFolder,
  StorageGetAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';
import { readApiError } from '@gramota/ui';
import { useUserKey } from '@gramota/shell-api';
import { storageQuery, type StorageRoute } from './storage-route';
import { useStorageGetQuery } from './storage.api';

export interface StorageListState {
  documents: StorageDocument[];
  folders: StorageFolder[];
  path: DocsPathEntry[];
  /** A folder of another account shared with this one: whose, and what this account may do. */
  sharedFolder: StorageGetAnswer['shared_folder'];
  /** A visitor: the storage needs a signed-in account, so nothing is asked for. */
  signedOut: boolean;
  asked: boolean;
  loading: boolean;
  settled: boolean;
  /** The folder does not exist for this account (gone, or another's not shared with it). */
  missing: boolean;
  failed: boolean;
  retry: () => void;
}

/** What a route lists, from storage-get. */
export function useStorageList(route: StorageRoute): StorageListState {
  const userKey = useUserKey();
  const session = api.useLoginCheckQuery().currentData;
  const signedOut = session?.login === false;
  const query = storageQuery(route);
  const list = useStorageGetQuery(
    { userKey: userKey ?? '', query: query ?? { folder: 'root' } },
    { skip: !userKey || signedOut || !query, refetchOnMountOrArgChange: true },
  );
  const answer = list.currentData;
  const missing = readApiError(list.error).status === 404 && list.isError;
  return {
    documents: Object.values(answer?.documents ?? {}),
    folders: Object.values(answer?.folders ?? {}),
    path: answer?.path ?? [],
    sharedFolder: answer?.shared_folder,
    signedOut,
    asked: Boolean(query) && !signedOut,
    loading: list.isLoading || (list.isFetching && !answer),
    settled: list.isSuccess && !list.isFetching,
    missing,
    failed: list.isError && !missing,
    retry: () => void list.refetch(),
  };
}
