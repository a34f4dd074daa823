import type { ReactNode } from 'react';
import { api, selectProfile, useAppSelector } from '@gramota/store';
import { ForbiddenState } from '@gramota/ui';

/**
 * The pay area's access rule (seed 001 §6): a member switched into another account sees
 * 'Forbidden' without pay_full (the server refuses the calls as well). Nothing is shown until the
 * session, and for a member the member's profile, are known.
 */
export function PayAccess({ children }: { children: ReactNode }) {
  const session = api.useLoginCheckQuery().currentData;
  const accessMode = session?.is_access === 'true';
  // The shell has read the profile already; on the standalone page this asks for it.
  api.useProfileGetQuery(session?.user_key ?? '', { skip: !accessMode });
  const profile = useAppSelector(selectProfile);
  if (!session) return null;
  if (!accessMode) return <>{children}</>;
  if (profile?.is_access !== 'true') return null;
  return profile.permissions.pay_full ? <>{children}</> : <ForbiddenState />;
}
