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
