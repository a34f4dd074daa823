import { driveKz } from './drive.kz';
import { massKz } from './mass.kz';
import type { SpreadsheetTranslation } from './ru';
import { sheetKz } from './sheet.kz';

export const kz: SpreadsheetTranslation<'one' | 'other'> = {
  spreadsheet: sheetKz,
  mass: massKz,
  drive: driveKz,
};
