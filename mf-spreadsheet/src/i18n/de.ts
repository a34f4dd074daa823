import { driveDe } from './drive.de';
import { massDe } from './mass.de';
import type { SpreadsheetTranslation } from './ru';
import { sheetDe } from './sheet.de';

export const de: SpreadsheetTranslation<'one' | 'other'> = {
  spreadsheet: sheetDe,
  mass: massDe,
  drive: driveDe,
};
