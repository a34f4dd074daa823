import type { StorageDocument, StorageGetAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';
import { useFileListState, type FileListState } from '@gramota/ui';
import { storageQuery, type StorageRoute } from './storage-route';
import { useStorageGetQuery } from './storage.api';

export interface StorageListState extends FileListState<StorageGetAnswer> {
  /** A folder of another account shared with this one: whose, and what this account may do. */
  sharedFolder: StorageGetAnswer['shared_folder'];
  documents: StorageDocument[];
}

/** What a route lists, from storage-get (a visitor is asked nothing: the storage needs an account). */
export function useStorageList(route: StorageRoute): StorageListState {
  const session = api.useLoginCheckQuery().currentData;
  // A folder gone, or another's not shared with this account, has its own message.
  const options = { session, idle: { folder: 'root' }, missingOn404: true };
  const list = useFileListState(useStorageGetQuery, storageQuery(route), options);
  return {
    ...list,
    documents: Object.values(list.answer?.documents ?? {}),
    sharedFolder: list.answer?.shared_folder,
  };
}
