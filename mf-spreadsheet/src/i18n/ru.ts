import { driveRu } from './drive.ru';
import { massRu } from './mass.ru';
import { sheetRu } from './sheet.ru';

/**
 * Russian strings of the area (namespace 'spreadsheet'): the table screen under 'spreadsheet',
 * mass creation under 'mass'. en.ts mirrors the keys.
 */
export const ru = {
  spreadsheet: sheetRu,
  mass: massRu,
  drive: driveRu,
};

export type SpreadsheetStrings = typeof ru;
