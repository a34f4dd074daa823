import { accessLandingPage, appPaths, type PermissionFlags } from '@gramota/contracts';
import { buildAppPath } from '@gramota/shell-api';
import { DEFAULT_PAGE } from './page-areas';

/**
 * Where an empty /app/ address lands: docs, or for a granted-access account the page of its
 * strongest permission (the contracts' rule, shared with the backend's switch answer); a member
 * without any of those permissions lands on docs too.
 */
export function landingPath(isAccess: boolean, permissions: PermissionFlags | null): string {
  const fallback = buildAppPath(DEFAULT_PAGE);
  if (!isAccess || !permissions) return fallback;
  const path = accessLandingPage(permissions);
  return path === appPaths.home() ? fallback : path;
}
