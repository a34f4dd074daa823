import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gramota/contracts';
import type { LazyLanguage } from '@gramota/ui';
import { HELP_SLUGS, type HelpLibrary, type HelpSlug } from './help-page.types';
import { makeStudentReportCardRu } from './pages/make-student-report-card.ru';
import { redactorRu } from './pages/redactor.ru';
import { spreadsheetRu } from './pages/spreadsheet.ru';
import { workshopRu } from './pages/workshop.ru';

export { HELP_SLUGS, type HelpLibrary, type HelpSlug } from './help-page.types';

/** Russian: the seeds' language and every other language's fallback, always in the help chunk. */
export const HELP_PAGES_RU: HelpLibrary = {
  redactor: redactorRu,
  spreadsheet: spreadsheetRu,
  workshop: workshopRu,
  'how/make-student-report-card': makeStudentReportCardRu,
};

/**
 * Each other language's pages behind their own import(), so webpack gives each language a chunk
 * and a teacher downloads only the help she reads. A language's pages travel together: every
 * help screen lists the other topics by their titles, so it needs all of them anyway.
 */
export const HELP_PAGE_LOADERS: { readonly [L in LazyLanguage]: () => Promise<HelpLibrary> } = {
  en: () => import('./pages/help-pages.en').then((module) => module.helpPagesEn),
  uk: () => import('./pages/help-pages.uk').then((module) => module.helpPagesUk),
  kz: () => import('./pages/help-pages.kz').then((module) => module.helpPagesKz),
  be: () => import('./pages/help-pages.be').then((module) => module.helpPagesBe),
  de: () => import('./pages/help-pages.de').then((module) => module.helpPagesDe),
  it: () => import('./pages/help-pages.it').then((module) => module.helpPagesIt),
};

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
  loaders: typeof HELP_PAGE_LOADERS = HELP_PAGE_LOADERS,
): Promise<HelpLibrary> {
  const wanted = helpLanguageOf(language);
  const known = loaded.get(wanted);
  if (known) return known;
  // Russian is always in the map above, so the language here is one of the loaders'.
  const load = loaders[wanted as LazyLanguage];
  try {
    const pages = await load();
    loaded.set(wanted, pages);
    return pages;
  } catch (error) {
    console.warn(`help pages ${wanted} did not load`, error);
    return HELP_PAGES_RU;
  }
}
