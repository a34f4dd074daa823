import type { HelpPage } from './help-page.types';
import { redactorRu } from './pages/redactor.ru';
import { redactorEn } from './pages/redactor.en';
import { spreadsheetRu } from './pages/spreadsheet.ru';
import { spreadsheetEn } from './pages/spreadsheet.en';
import { workshopRu } from './pages/workshop.ru';
import { workshopEn } from './pages/workshop.en';
import { makeStudentReportCardRu } from './pages/make-student-report-card.ru';
import { makeStudentReportCardEn } from './pages/make-student-report-card.en';

/** The help pages by their address under /app/help/, in the order the help index lists them. */
export const HELP_PAGES = {
  redactor: { ru: redactorRu, en: redactorEn },
  spreadsheet: { ru: spreadsheetRu, en: spreadsheetEn },
  workshop: { ru: workshopRu, en: workshopEn },
  'how/make-student-report-card': { ru: makeStudentReportCardRu, en: makeStudentReportCardEn },
} as const satisfies Record<string, { ru: HelpPage; en: HelpPage }>;

export type HelpSlug = keyof typeof HELP_PAGES;
export const HELP_SLUGS = Object.keys(HELP_PAGES) as HelpSlug[];

export function isHelpSlug(slug: string): slug is HelpSlug {
  return Object.hasOwn(HELP_PAGES, slug);
}

/** The page in the given language; languages without their own help read the Russian one. */
export function helpPage(slug: HelpSlug, language: string): HelpPage {
  return language.startsWith('en') ? HELP_PAGES[slug].en : HELP_PAGES[slug].ru;
}
