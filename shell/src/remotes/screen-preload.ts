import { FIRST_SCREEN_FILE, areaScreenScripts, type FirstScreenFiles } from '@gramota/contracts';

/** Screens already asked for in this page: `{entry} {page} {language}`. */
const asked = new Set<string>();

/**
 * Starts every script of an area's first screen at once (ISSUE 34: a first switch otherwise paid
 * manifest → remoteEntry → exposed module → root component → strings → screen, one after
 * another). Reads the area's first-screen.json beside its manifest and adds a preload link for each
 * file the page needs in the language shown; Module Federation's own requests then find them
 * downloaded or on their way. Anything failing here is left to the real load, which reports it.
 */
export async function preloadScreenFiles(
  manifestUrl: string,
  page: string,
  language: string,
): Promise<void> {
  const key = `${manifestUrl} ${page} ${language}`;
  if (asked.has(key)) return;
  asked.add(key);
  try {
    const base = new URL('.', new URL(manifestUrl, location.href));
    const response = await fetch(new URL(FIRST_SCREEN_FILE, base));
    if (!response.ok) throw new Error(`${FIRST_SCREEN_FILE}: HTTP ${response.status}`);
    const screen = (await response.json()) as FirstScreenFiles;
    for (const file of areaScreenScripts(screen, page, language)) {
      preloadScript(new URL(file, base).href);
    }
  } catch {
    // Asked again on the next switch; the area's own load still works without the hints.
    asked.delete(key);
  }
}

/** A preload link, as the scripts will be requested (plain script tags: no crossorigin). */
function preloadScript(href: string) {
  const known = [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')];
  if (known.some((element) => ('href' in element ? element.href : element.src) === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}
