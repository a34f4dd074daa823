import { defineLocales } from '@gramota/ui';
import ru from '../../locales/ru/spreadsheet.json';
import { loadSpreadsheetLocale } from './load-locale';

/**
 * The area's namespace 'spreadsheet': the table screen under 'spreadsheet', mass creation under
 * 'mass', Drive create and the mail pages under 'drive'. Russian is in the first load; each other
 * language is its own chunk, fetched when a teacher chooses it.
 */
export const spreadsheetLocales = defineLocales('spreadsheet', ru, loadSpreadsheetLocale);
