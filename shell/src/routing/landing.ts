import { accessLandingSegment, type PermissionFlags } from '@gramota/contracts';
import { DEFAULT_PAGE } from './page-areas';

/**
 * Where an empty /app/ address lands: docs, or for a granted-access account the page of its
 * strongest permission (the contracts' rule, shared with the backend's switch answer).
 */
export function landingPage(isAccess: boolean, permissions: PermissionFlags | null): string {
  if (!isAccess || !permissions) return DEFAULT_PAGE;
  return accessLandingSegment(permissions) ?? DEFAULT_PAGE;
}
