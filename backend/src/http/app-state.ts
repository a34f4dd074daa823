import type { EmbedScope, PermissionFlags } from '@gramota/contracts';
import type { Middleware, ParameterizedContext } from 'koa';

/**
 * An account as the request state holds it. Empty here so that http/ imports no domain module:
 * the auth module fills it in with its User entity (module augmentation in modules/auth/index.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppUser {}

/**
 * What middleware leaves on `ctx.state` for the handlers after it. The session middleware (auth)
 * sets all of these on API routes and /app/ page loads; static asset requests have none.
 * Read them through the accessors of the auth module (currentActor, currentAccount,
 * currentPermissions) rather than directly.
 */
export interface AppState {
  /** The person behind the session (their own account). */
  actor?: AppUser;
  /**
   * The account whose data the request works on: the actor's own, or, while the actor is switched
   * into another user's account through granted access, that owner's.
   */
  account?: AppUser;
  /** What the actor may do in `account`: everything in their own account, the grant's list otherwise. */
  permissions?: PermissionFlags;
  /** True while switched into another user's account (seed 000 §4, access mode). */
  isAccess?: boolean;
  /** The session row id (the SHA-256 of the cookie token). */
  sessionId?: string;
  /** Set when the request came through an embed link (a framed area on another site). */
  embed?: EmbedState;
  /** True while the visitor has kept nothing: `actor` is an unsaved anonymous account. */
  pendingVisitor?: boolean;
  /** The owner the session is switched into, as stored; checked against the grants by the access module. */
  actingOwnerId?: string | null;
  /** Sites that may frame this answer besides our own pages (set with setFrameAncestors). */
  frameAncestors?: readonly string[];
  /** Origins of areas deployed elsewhere that this page loads (set with allowAreaOrigins). */
  areaOrigins?: readonly string[];
}

/** A request made through an embed link (modules/embed): what the link allows. */
export interface EmbedState {
  linkId: string;
  scope: EmbedScope;
  target: string;
  /**
   * A form field carrying ids, and whether its value is tied to the link (checked after the
   * body parser).
   */
  body?: { field: string; tied(value: string): Promise<boolean> };
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;

/**
 * True for every path the API router could answer, whatever its case: the router matches
 * `/API/x/` like `/api/x/`, so any guard keyed on the path must too (security review, finding 1).
 */
export function isApiPath(path: string): boolean {
  const lower = path.slice(0, 5).toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}
