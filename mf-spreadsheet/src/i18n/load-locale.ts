import type { LazyLanguage, LocaleModule } from '@gramota/ui';

/**
 * One language's file of the area's namespace, its own chunk. Kept apart from the Russian strings
 * (spreadsheet-locales.ts), so the area's entry can start the download early without them.
 */
export const loadSpreadsheetLocale = (language: LazyLanguage): Promise<LocaleModule> =>
  import(`../../locales/${language}/spreadsheet.json`);
