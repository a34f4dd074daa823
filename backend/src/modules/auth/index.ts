// The auth module's public face: accounts, sessions, the CSRF guard and /api/login-check/.
import type { DataSource } from 'typeorm';
import { createAuthRoutes } from './auth.routes';
import { csrfGuard } from './csrf.middleware';
import { sessionMiddleware } from './session.middleware';
import { SessionService } from './session.service';
import { UsersService } from './users.service';

export { User } from './user.entity';
export { Session } from './session.entity';
export { UsersService } from './users.service';
export {
  SessionService,
  sessionExpiry,
  LATEST_SESSION_EXPIRY,
  SESSION_LIFETIME_MS,
} from './session.service';
export { hashSessionToken, createSessionToken } from './session-token';
export { currentUser } from './session.middleware';
export { csrfGuard } from './csrf.middleware';

export function createAuthModule(dataSource: DataSource) {
  const users = new UsersService(dataSource);
  const sessions = new SessionService(dataSource, users);
  const session = sessionMiddleware(sessions);
  return { users, sessions, session, csrfGuard: csrfGuard(), router: createAuthRoutes(session) };
}
