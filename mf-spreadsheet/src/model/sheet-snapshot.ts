import type { SpreadsheetColumn, SpreadsheetData, SpreadsheetSettings } from '@gramota/contracts';

/**
 * The table as it is on screen, the one thing the grid hands to mass creation: columns (0 is the
 * checkbox column, '%key' headers fill keys) and rows of cells by column index (cell 0 is '1'
 * when the row is checked), and the settings that say how keys are joined and declined.
 */
export interface SheetSnapshot {
  columns: SpreadsheetColumn[];
  data: SpreadsheetData;
  settings?: SpreadsheetSettings;
}
