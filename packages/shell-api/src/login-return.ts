import { APP_BASE, appPaths } from '@gramota/contracts';

/** Why an area sends a visitor to log in; each has a message on the login page (common:loginReasons). */
export const LOGIN_REASONS = [
  'document',
  'pay',
  'template',
  'email',
  'storage',
  'drive',
  'ai',
] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export interface LoginReturn {
  /** An in-app address (path + query) to go back to after login. */
  path: string;
  reason: LoginReason | null;
}

const STORAGE_KEY = 'gramota:login-return';
export const LOGIN_PATH = appPaths.login();

/** Only addresses inside the app: a stored value must never send anyone to another site. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith(APP_BASE) &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !path.startsWith(LOGIN_PATH)
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: login still works, it just returns to the default page
  }
}

/** Remembered per tab (sessionStorage) so a reload of the login page keeps it. */
export function rememberLoginReturn(value: LoginReturn): void {
  if (!isSafeReturnPath(value.path)) return;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(value));
}

export function peekLoginReturn(): LoginReturn | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginReturn>;
    if (!isSafeReturnPath(value.path)) return null;
    const reason = (LOGIN_REASONS as readonly unknown[]).includes(value.reason)
      ? (value.reason as LoginReason)
      : null;
    return { path: value.path, reason };
  } catch {
    return null;
  }
}

/** Reads and forgets the return address (it is used once). */
export function takeLoginReturn(): LoginReturn | null {
  const value = peekLoginReturn();
  storage()?.removeItem(STORAGE_KEY);
  return value;
}
