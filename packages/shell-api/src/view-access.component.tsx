import { useEffect, type ReactNode } from 'react';
import { accessLandingPage, appPaths, type Permission } from '@gramota/contracts';
import { api, selectProfile, useAppSelector } from '@gramota/store';
import { ForbiddenState } from '@gramota/ui';
import { useShellApi } from './shell-api.context';

export interface ViewAccessProps {
  /** What a granted-access account needs to see the view ('docs_full' for My documents). */
  permission: Permission;
  children: ReactNode;
}

/**
 * The access rule of a file area's view (seed 000 §5: a limited-access account without the view's
 * permission is redirected to /app/, which sends it to its own landing page). Nothing is shown, and
 * so no list is asked for, until the session and the profile of the same account are known.
 */
export function ViewAccess({ permission, children }: ViewAccessProps) {
  const session = api.useLoginCheckQuery().currentData;
  const profile = useAppSelector(selectProfile);
  const { navigate } = useShellApi();
  const accessMode = session?.is_access === 'true';
  // While the session changes, the profile may still be the previous account's: wait for both.
  const known = Boolean(session) && (!accessMode || profile?.is_access === 'true');
  const allowed = !accessMode || Boolean(profile?.permissions[permission]);
  const landing = profile ? accessLandingPage(profile.permissions) : appPaths.home();

  useEffect(() => {
    if (known && !allowed && landing !== appPaths.home()) navigate(appPaths.home());
  }, [known, allowed, landing, navigate]);

  if (!known) return null;
  return allowed ? <>{children}</> : <ForbiddenState />;
}
