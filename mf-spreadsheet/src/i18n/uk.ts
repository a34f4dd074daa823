import { driveUk } from './drive.uk';
import { massUk } from './mass.uk';
import type { SpreadsheetTranslation } from './ru';
import { sheetUk } from './sheet.uk';

export const uk: SpreadsheetTranslation<'one' | 'few' | 'many' | 'other'> = {
  spreadsheet: sheetUk,
  mass: massUk,
  drive: driveUk,
};
