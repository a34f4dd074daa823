import { driveEn } from './drive.en';
import { massEn } from './mass.en';
import type { SpreadsheetStrings } from './ru';
import { sheetEn } from './sheet.en';

export const en: SpreadsheetStrings = {
  spreadsheet: sheetEn,
  mass: massEn,
  drive: driveEn,
};
