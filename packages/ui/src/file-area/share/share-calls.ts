import type {
  ShareAddUserArgs,
  ShareSetTypeArgs,
  ShareSetUserArgs,
  ShareUsersAnswer,
} from '@gramota/contracts';

/** A mutation trigger as RTK Query gives it: the call, whose unwrap() throws the API error. */
type ShareTrigger<Args> = (args: Args) => { unwrap: () => Promise<unknown> };

// The calls' arguments are the contract's (the store's shareEndpoints takes the same).
export type { ShareAddUserArgs, ShareSetTypeArgs, ShareSetUserArgs };

/**
 * The area's RTK Query hooks of its four share calls (sharePaths(area) in the contract). The kit
 * holds no endpoints (packages/ui does not depend on the store), so each area injects them into
 * the one api (the store's shareEndpoints) and hands the hooks (shareHooks) to the ShareModal, as
 * it hands MoveToModal its listing hook.
 */
export interface ShareCalls {
  useGetUsers: (dataId: string, options: { skip: boolean }) => { data?: ShareUsersAnswer };
  useSetType: () => readonly [ShareTrigger<ShareSetTypeArgs>, ...unknown[]];
  useAddUser: () => readonly [ShareTrigger<ShareAddUserArgs>, { isLoading: boolean }];
  useSetUser: () => readonly [ShareTrigger<ShareSetUserArgs>, ...unknown[]];
}
