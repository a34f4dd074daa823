import type { Middleware, ParameterizedContext } from 'koa';
import type { User } from '../modules/auth';

/** What middleware leaves on `ctx.state` for the handlers after it. */
export interface AppState {
  /** Set by the auth module's session middleware; absent on static asset requests. */
  user?: User;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
