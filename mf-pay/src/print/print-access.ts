import { api, selectProfile, useAppSelector } from '@gramota/store';

/**
 * Who sees and who changes the print page (seed 000 §2/§6): the account's own person does both;
 * a member switched in sees it with print_view or pay_full and changes it only with pay_full
 * (the server refuses the same). 'unknown' until the session and the member's profile are known.
 */
export function usePrintAccess(): 'unknown' | 'none' | 'view' | 'change' {
  const session = api.useLoginCheckQuery().currentData;
  const profile = useAppSelector(selectProfile);
  if (!session) return 'unknown';
  if (session.is_access !== 'true') return 'change';
  if (profile?.is_access !== 'true') return 'unknown';
  if (profile.permissions.pay_full) return 'change';
  return profile.permissions.print_view ? 'view' : 'none';
}
