import { driveIt } from './drive.it';
import { massIt } from './mass.it';
import type { SpreadsheetTranslation } from './ru';
import { sheetIt } from './sheet.it';

export const it: SpreadsheetTranslation<'one' | 'many' | 'other'> = {
  spreadsheet: sheetIt,
  mass: massIt,
  drive: driveIt,
};
