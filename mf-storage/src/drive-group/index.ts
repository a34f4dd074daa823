/** A drive-create run's group page (issue 15): the storage area routes /app/drive/folder/{key}/{group_id}/ here. */
export { DriveGroupPage } from './drive-group-page.component';

/** The key and group of /app/drive/folder/{key}/{group_id}/, or null for other drive paths. */
export function driveGroupRoute(page: string, rest: readonly string[]) {
  if (page !== 'drive' || rest[0] !== 'folder' || !rest[1] || !rest[2]) return null;
  return { driveKey: rest[1], groupId: rest[2] };
}
