import type { DriveGetAnswer, DriveGroupItem } from '@gramota/contracts';
import { api } from '@gramota/store';
import { useFileListState, type FileListState } from '@gramota/ui';
import { driveQuery, type DriveRoute } from './drive-route';
import { useDriveGetQuery } from './drive.api';

export interface DriveListState extends FileListState<DriveGetAnswer> {
  groups: DriveGroupItem[];
}

/** What a route lists, from drive-get (a visitor is asked nothing: drive-get needs a login). */
export function useDriveList(route: DriveRoute): DriveListState {
  const session = api.useLoginCheckQuery().currentData;
  const list = useFileListState(useDriveGetQuery, driveQuery(route), { session, idle: {} });
  return { ...list, groups: Object.values(list.answer?.documents ?? {}) };
}
