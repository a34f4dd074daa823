import { buildAppPath } from './app-paths';

/** Granted-access permissions (seed 000 §3, seed 001 §6). */
export const PERMISSIONS = [
  'pay_full',
  'settings_full',
  'workshop_full',
  'print_view',
  'drive_view',
  'docs_full',
  'storage_view',
  'storage_edit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type PermissionFlags = Record<Permission, boolean>;

export function parsePermissions(permissionsStr: string | null | undefined): PermissionFlags {
  const names = new Set((permissionsStr ?? '').split(',').map((name) => name.trim()));
  return Object.fromEntries(PERMISSIONS.map((name) => [name, names.has(name)])) as PermissionFlags;
}

/** Later checks override earlier ones, in the seeds' order (seed 000 §2): docs wins over all. */
const LANDING_ORDER: ReadonlyArray<readonly [Permission, string]> = [
  ['pay_full', 'pay'],
  ['settings_full', 'settings'],
  ['workshop_full', 'workshop'],
  ['print_view', 'print'],
  ['drive_view', 'drive'],
  ['docs_full', 'docs'],
];

/**
 * The page segment a member switched into another account lands on (seed 000 §2): pay_full →
 * pay, settings_full → settings, workshop_full → workshop, print_view → print, drive_view →
 * drive, docs_full → docs, the later winning; null without any of them. The one rule the
 * backend's switch answer and the shell's empty-page redirect both follow.
 */
export function accessLandingSegment(flags: PermissionFlags): string | null {
  let page: string | null = null;
  for (const [permission, target] of LANDING_ORDER) if (flags[permission]) page = target;
  return page;
}

/** accessLandingSegment as an address; no permission at all → '/app/'. */
export function accessLandingPage(flags: PermissionFlags): string {
  return buildAppPath(accessLandingSegment(flags) ?? '');
}
