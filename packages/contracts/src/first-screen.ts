// An area's first-screen files (ISSUE 34): what its build's `first-screen.json` names
// (webpack-config first-screen-files.js) and which of them one page in one language needs. The
// backend hints them in a cold page's answer; the shell preloads them when the teacher heads for
// an area not loaded yet, so the area's files download at once instead of one after another.

/** The file each build writes beside its mf-manifest.json. */
export const FIRST_SCREEN_FILE = 'first-screen.json';

/** What a build's first-screen.json holds; read from the network or disk, so nothing is trusted. */
export interface FirstScreenFiles {
  /** An area's remoteEntry.js and its exposed module's files. */
  entry?: unknown;
  /** The root component's files (an area), or the scripts the page starts with (the shell). */
  always?: unknown;
  /** Each page's screen: `{ "<page>": [files] }`. */
  pages?: Record<string, unknown>;
  /** Language files: `always` by language, `pages` by page then language. */
  locales?: { always?: Record<string, unknown>; pages?: Record<string, Record<string, unknown>> };
}

/** A record's own value under `key` (never one of Object's: a page comes from the address). */
function own<T>(record: Record<string, T> | null | undefined, key: string): T | undefined {
  return record && typeof record === 'object' && Object.hasOwn(record, key)
    ? record[key]
    : undefined;
}

/** Relative file names only: a build file never makes the page fetch another site's file. */
export function isBuildFileName(name: unknown): name is string {
  return typeof name === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.includes('..');
}

/** The file names a build file holds under `key`: none when missing or not a list of names. */
export function firstScreenList(record: object | null | undefined, key: string): string[] {
  const value = own(record as Record<string, unknown> | null | undefined, key);
  return Array.isArray(value) ? value.filter(isBuildFileName) : [];
}

/**
 * The scripts an area's first screen of `page` needs in `language`, once each: its entry and
 * exposed module, its root component, the page's screen and their strings (Russian strings are in
 * the bundles and never listed).
 */
export function areaScreenScripts(
  screen: FirstScreenFiles | null | undefined,
  page: string,
  language: string,
): string[] {
  return [
    ...new Set([
      ...firstScreenList(screen, 'entry'),
      ...firstScreenList(screen, 'always'),
      ...firstScreenList(screen?.pages, page),
      ...firstScreenList(screen?.locales?.always, language),
      ...firstScreenList(own(screen?.locales?.pages, page), language),
    ]),
  ];
}
