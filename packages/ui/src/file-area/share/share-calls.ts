import type { ShareType, ShareUsersAnswer, SharePermission } from '@gramota/contracts';

/** A mutation trigger as RTK Query gives it: the call, whose unwrap() throws the API error. */
type ShareTrigger<Args> = (args: Args) => { unwrap: () => Promise<unknown> };

export interface ShareSetTypeArgs {
  dataId: string;
  type: ShareType;
}
export interface ShareAddUserArgs {
  dataId: string;
  shareType: ShareType;
  email?: string;
  id?: string;
}
export interface ShareSetUserArgs {
  dataId: string;
  type: SharePermission | 'remove';
  user: string;
}

/**
 * The area's RTK Query hooks of its four share calls (sharePaths(area) in the contract). The kit
 * holds no endpoints (packages/ui does not depend on the store), so each area injects these into
 * its own api and hands the hooks to the ShareModal, as it hands MoveToModal its listing hook.
 */
export interface ShareCalls {
  useGetUsers: (dataId: string, options: { skip: boolean }) => { data?: ShareUsersAnswer };
  useSetType: () => readonly [ShareTrigger<ShareSetTypeArgs>, ...unknown[]];
  useAddUser: () => readonly [ShareTrigger<ShareAddUserArgs>, { isLoading: boolean }];
  useSetUser: () => readonly [ShareTrigger<ShareSetUserArgs>, ...unknown[]];
}
