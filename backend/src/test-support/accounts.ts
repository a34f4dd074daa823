import {
  accountPaths,
  apiPaths,
  type LoginSuccessAnswer,
  type ProfileAnswer,
} from '@gramota/contracts';
import { User } from '../modules/auth';
import type { TestApp } from './test-app';
import { Visitor } from './visitor';

export const GOOD_PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh address per call, so tests in one app never collide. */
export function uniqueEmail(prefix = 'teacher'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * A visitor with a stored anonymous account, as after the first page load and a first thing kept
 * (a page load alone stores no account: see modules/auth/visit-only-requests.ts).
 */
export async function anonymousVisitor(app: TestApp): Promise<Visitor> {
  const visitor = await pendingVisitor(app);
  await keepSomething(visitor);
  return visitor;
}

/** A visitor who has only looked: a cookie, and no account stored yet. */
export async function pendingVisitor(app: TestApp): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.loginCheck();
  return visitor;
}

/** Saves an empty settings change: the smallest thing a visitor keeps, which stores the account. */
export async function keepSomething(visitor: Visitor): Promise<void> {
  const response = await visitor.post(apiPaths.profileSetSettings(), { settings: '{}' });
  if (response.status !== 200)
    throw new Error(`profile-set-settings: ${response.status} ${await response.text()}`);
}

/** A visitor who registered `email` (and stays logged in). */
export async function registeredVisitor(
  app: TestApp,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
  name?: string,
): Promise<Visitor & { email: string }> {
  const visitor = await anonymousVisitor(app);
  const response = await visitor.post(accountPaths.loginReg, { email, pwd: password, name });
  if (response.status !== 200)
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  (await response.json()) as LoginSuccessAnswer;
  return Object.assign(visitor, { email });
}

export async function profileOf(visitor: Visitor): Promise<ProfileAnswer> {
  const { user_key } = await visitor.loginCheck();
  const response = await visitor.get(apiPaths.profileGet(user_key));
  if (response.status !== 200) throw new Error(`profile-get: ${response.status}`);
  return (await response.json()) as ProfileAnswer;
}

export function userByEmail(app: TestApp, email: string): Promise<User> {
  return app.dataSource.getRepository(User).findOneByOrFail({ email });
}
