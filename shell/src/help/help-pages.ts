import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gramota/contracts';
import type { LazyLanguage } from '@gramota/ui';
import ru from '../../locales/ru/help-pages.json';
import { HELP_SLUGS, type HelpLibrary, type HelpSlug } from './help-page.types';

export { HELP_SLUGS, type HelpLibrary, type HelpSlug } from './help-page.types';

/** Russian: the seeds' language and every other language's fallback, always in the help chunk. */
export const HELP_PAGES_RU: HelpLibrary = ru;

/** One language's help pages: the help chunk's loader, or a test's stand-in. */
export type HelpPagesLoader = (language: LazyLanguage) => Promise<HelpLibrary>;

/**
 * Each other language's pages, `locales/{lng}/help-pages.json`, behind one template import(), so
 * webpack gives each language a chunk and a teacher downloads only the help she reads. A
 * language's pages travel together: every help screen lists the other topics by their titles,
 * so it needs all of them anyway.
 */
export const loadHelpPagesOf: HelpPagesLoader = (language) =>
  import(`../../locales/${language}/help-pages.json`).then(
    (module: { default: HelpLibrary }) => module.default,
  );

export function isHelpSlug(slug: string): slug is HelpSlug {
  return (HELP_SLUGS as readonly string[]).includes(slug);
}

/** The help's language for an i18next language ('en-GB' reads English; unknown ones Russian). */
export function helpLanguageOf(language: string | undefined): Language {
  const code = (language ?? '').toLowerCase().split('-')[0] ?? '';
  // Browsers name Kazakh 'kk'; the interface calls it 'kz'.
  const known = code === 'kk' ? 'kz' : code;
  return (LANGUAGES as readonly string[]).includes(known) ? (known as Language) : DEFAULT_LANGUAGE;
}

const loaded = new Map<Language, HelpLibrary>([[DEFAULT_LANGUAGE, HELP_PAGES_RU]]);

/** The pages of a language already at hand (Russian always), without waiting. */
export function loadedHelpPages(language: string | undefined): HelpLibrary | undefined {
  return loaded.get(helpLanguageOf(language));
}

/**
 * The pages of a language, fetched once. A chunk that fails to download (offline, a new deploy)
 * gives the Russian pages this time and is asked for again next time.
 */
export async function loadHelpPages(
  language: string | undefined,
  load: HelpPagesLoader = loadHelpPagesOf,
): Promise<HelpLibrary> {
  const wanted = helpLanguageOf(language);
  const known = loaded.get(wanted);
  if (known) return known;
  try {
    // Russian is always in the map above, so the language here is one that loads.
    const pages = await load(wanted as LazyLanguage);
    loaded.set(wanted, pages);
    return pages;
  } catch (error) {
    console.warn(`help pages ${wanted} did not load`, error);
    return HELP_PAGES_RU;
  }
}
