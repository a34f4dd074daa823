import { driveRu, type DriveTranslation, type PluralForm } from './drive.ru';
import { massRu } from './mass.ru';
import { sheetRu } from './sheet.ru';

/**
 * Russian strings of the area (namespace 'spreadsheet'): the table screen under 'spreadsheet',
 * mass creation under 'mass', Drive create and the mail pages under 'drive'. The other languages
 * (en.ts, uk.ts, …) mirror the keys and are loaded only when chosen (register-strings.ts).
 */
export const ru = {
  spreadsheet: sheetRu,
  mass: massRu,
  drive: driveRu,
};

export type SpreadsheetStrings = typeof ru;

/**
 * A translation's shape: the keys of ru, with the document count in the plural forms the
 * language's own rules use (German and Kazakh have no 'few' or 'many').
 */
export type SpreadsheetTranslation<Form extends PluralForm> = Omit<SpreadsheetStrings, 'drive'> & {
  drive: DriveTranslation<Form>;
};
