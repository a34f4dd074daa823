// The access module's public face: granted access (seed 000 §3/§4/§6, seed 001 §6) and the ONE
// way every module checks who may do what on the server:
//   currentAccount(ctx)           the account whose data a request works on (from auth)
//   currentActor(ctx)             the person behind the session (from auth)
//   requirePermission('docs_full')  route middleware: 403 Forbidden without it
//   requireOwnAccount             route middleware: 403 Forbidden while switched into an owner
//   requireUserKey('userKey')     route middleware: the URL's api key must be the account's
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AuthModule } from '../auth';
import { resolveGrantedAccess } from './access.middleware';
import { createAccessRoutes } from './access.routes';
import { AccessService } from './access.service';

export { AccessGrant } from './access-grant.entity';
export { AccessService, permissionsField } from './access.service';
export {
  isSwitched,
  requireAnyPermission,
  requireOwnAccount,
  requirePermission,
  requireUserKey,
} from './access.middleware';
export { currentAccount, currentActor, currentPermissions } from '../auth';

/** Hooks the grant check into every session and mounts the access calls. */
export function createAccessModule(
  dataSource: DataSource,
  auth: Pick<AuthModule, 'users' | 'sessions' | 'extendSession'>,
  session: AppMiddleware,
  clock: Clock,
) {
  const access = new AccessService(dataSource, auth.users, clock);
  auth.extendSession(resolveGrantedAccess(access, auth.sessions));
  return { access, router: createAccessRoutes(access, auth.sessions, session) };
}
