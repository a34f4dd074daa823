import type { PermissionFlags } from '@gramota/contracts';
import { DEFAULT_PAGE } from './page-areas';

/**
 * Later checks override earlier ones, in the seeds' order (seed 000 §2): a granted-access account
 * lands on the page of its strongest permission, docs winning over all.
 */
const LANDING_ORDER: Array<[keyof PermissionFlags, string]> = [
  ['pay_full', 'pay'],
  ['settings_full', 'settings'],
  ['workshop_full', 'workshop'],
  ['print_view', 'print'],
  ['drive_view', 'drive'],
  ['docs_full', 'docs'],
];

export function landingPage(isAccess: boolean, permissions: PermissionFlags | null): string {
  if (!isAccess || !permissions) return DEFAULT_PAGE;
  let page = DEFAULT_PAGE;
  for (const [permission, target] of LANDING_ORDER) {
    if (permissions[permission]) page = target;
  }
  return page;
}
