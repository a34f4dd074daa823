import { appPaths } from '@gramota/contracts';

/**
 * Where the installed app goes after a version mismatch (seed 000 §8 "the installable-app intro
 * path"; the seed does not name it, so it is the shell's own /app/pwa/ page).
 */
export const INTRO_PATH = '/app/pwa/';
/** Seed 000 §8: the redirect follows the cache clearing after 0.5 s. */
export const MISMATCH_REDIRECT_MS = 500;

/**
 * ver_st differs from this build's: the app runs an old deploy (an old page kept open, or one
 * served from the cache). Unknown on either side (tests, no build, the call failed) is no mismatch.
 */
export function isVersionMismatch(own: string | null, server: unknown): boolean {
  return typeof server === 'string' && server !== '' && own !== null && own !== server;
}

/** Drops every cache of this site, the service worker's included. */
export async function clearAllCaches(storage: CacheStorage | undefined = globalThis.caches) {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(names.map((name) => storage.delete(name)));
}

export interface VersionCheckDeps {
  own: string | null;
  readServerVersion: () => Promise<unknown>;
  clearCaches: () => Promise<void>;
  /** A full load (not an in-app navigation): the new deploy's page and files must be fetched. */
  goTo: (path: string) => void;
  currentPath: () => string;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The installed app's start check (seed 000 §7-8): a different ver_st clears the caches and, after
 * 0.5 s, opens the intro. Already on the intro it only clears, so a stale copy cannot loop.
 * Resolves true when a mismatch was handled.
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<boolean> {
  let server: unknown;
  try {
    server = await deps.readServerVersion();
  } catch {
    return false; // Offline or failing: nothing to compare, the app goes on with what it has.
  }
  if (!isVersionMismatch(deps.own, server)) return false;
  await deps.clearCaches().catch(() => undefined);
  if (deps.currentPath() !== INTRO_PATH) {
    await (deps.wait ?? sleep)(MISMATCH_REDIRECT_MS);
    deps.goTo(INTRO_PATH);
  }
  return true;
}

/** Where the intro's button goes: the installed app opens at docs (seed 000 §2). */
export const INTRO_NEXT_PATH = appPaths.docs();
