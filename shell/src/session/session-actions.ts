import { appPaths, type ProfileAnswer } from '@gramota/contracts';
import { refreshSession, type AppDispatch } from '@gramota/store';
import { landingPath } from '../routing/landing';

/** Seed 001 §9: the pause after login before leaving the login page. */
export const POST_LOGIN_DELAY_MS = 1000;
export const AFTER_LOGIN_PATH = appPaths.docs();

/** Where a profile lands: docs, or for granted access the page its permissions decide. */
export function landingPathFor(profile: ProfileAnswer | null): string {
  return landingPath(profile?.is_access === 'true', profile?.permissions ?? null);
}

/**
 * Runs a call that changes who the session is (switch in or out, log out), then drops every cached
 * answer and loads the new profile. Returns the address to land on.
 */
export async function changeSession(
  dispatch: AppDispatch,
  call: () => Promise<unknown>,
): Promise<string> {
  await call();
  const profile = await dispatch(refreshSession());
  return landingPathFor(profile);
}
