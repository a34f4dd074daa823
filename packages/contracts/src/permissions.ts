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
 * Where a member switched into another account lands (seed 000 §2): later checks override earlier
 * ones in this order: pay_full → pay, settings_full → settings, workshop_full → workshop,
 * print_view → print, drive_view → drive, docs_full → docs. No permission at all → '/app/'.
 */
export function accessLandingPage(flags: PermissionFlags): string {
  const order: Array<[Permission, string]> = [
    ['pay_full', 'pay'],
    ['settings_full', 'settings'],
    ['workshop_full', 'workshop'],
    ['print_view', 'print'],
    ['drive_view', 'drive'],
    ['docs_full', 'docs'],
  ];
  let page = '';
  for (const [permission, target] of order) if (flags[permission]) page = target;
  return page ? `/app/${page}/` : '/app/';
}
