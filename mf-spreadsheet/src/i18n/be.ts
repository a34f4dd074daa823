import { driveBe } from './drive.be';
import { massBe } from './mass.be';
import type { SpreadsheetTranslation } from './ru';
import { sheetBe } from './sheet.be';

export const be: SpreadsheetTranslation<'one' | 'few' | 'many' | 'other'> = {
  spreadsheet: sheetBe,
  mass: massBe,
  drive: driveBe,
};
