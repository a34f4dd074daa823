import { parsePermissions } from '@gramota/contracts';
import type { Handler } from './fake-api';
import { profileAnswer } from './profile-answer';

/** Answers of a session switched into another account (granted access) with these permissions. */
export function grantedAccess(permissionsStr: string): Handler {
  return (call) => {
    if (call.path === '/api/login-check/')
      return [200, { result: 'success', login: true, user_key: 'k1', is_access: 'true' }];
    if (call.path === '/api/profile-get/k1/')
      return [
        200,
        profileAnswer({
          login: true,
          is_access: 'true',
          permissions_str: permissionsStr,
          permissions: parsePermissions(permissionsStr),
        }),
      ];
    return undefined;
  };
}
