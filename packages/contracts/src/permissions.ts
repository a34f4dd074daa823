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

/**
 * Later checks override earlier ones, in the seeds' order (seed 000 §2): docs wins over all. Each
 * target is the address's segments under /app/.
 */
const LANDING_ORDER: ReadonlyArray<readonly [Permission, readonly string[]]> = [
  ['pay_full', ['pay']],
  ['settings_full', ['settings']],
  ['workshop_full', ['workshop']],
  // The seeds' "print": there is no /app/print/ page; print orders are completed on the pay
  // area's print page (appPaths.payPrint), so a print_view member lands there.
  ['print_view', ['pay', 'print']],
  ['drive_view', ['drive']],
  ['docs_full', ['docs']],
];

/**
 * The address segments a member switched into another account lands on (seed 000 §2): pay_full →
 * pay, settings_full → settings, workshop_full → workshop, print_view → the print orders page,
 * drive_view → drive, docs_full → docs, the later winning; null without any of them. The one rule
 * the backend's switch answer and the shell's empty-page redirect both follow.
 */
export function accessLandingSegments(flags: PermissionFlags): readonly string[] | null {
  let target: readonly string[] | null = null;
  for (const [permission, segments] of LANDING_ORDER) if (flags[permission]) target = segments;
  return target;
}

/** accessLandingSegments as an address; no permission at all → '/app/'. */
export function accessLandingPage(flags: PermissionFlags): string {
  const [page = '', ...rest] = accessLandingSegments(flags) ?? [];
  return buildAppPath(page, ...rest);
}
