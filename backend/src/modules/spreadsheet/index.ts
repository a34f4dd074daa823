// The spreadsheet module's public face: mass creation's table (issue 15; seed 001 §3 Spreadsheet
// meta and settings, §7 Spreadsheet): each document's saved table (meta-get / meta-set), reading
// CSV and .xlsx files and online sheet links into tables (import/, sheet-link.ts), and the class
// lists an account keeps between runs. Its contract is packages/contracts/src/spreadsheet.ts.
// Mass creation itself (masscreate, status, preview) is the creator module's.
import type { DataSource } from 'typeorm';
import { TABLE_READING_DEFAULTS, type TableReadingConfig } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import type { AccountMerger } from '../auth';
import type { UsageLimits } from '../usage-limits';
import { ClassList } from './class-list.entity';
import { createClassListRoutes } from './class-lists.routes';
import { ClassListsService } from './class-lists.service';
import { TableReader } from './import';
import { DEFAULT_SHEETS, type SheetsConfig } from './sheet-link';
import {
  SpreadsheetMetaService,
  type SpreadsheetDocs,
  type SpreadsheetLicences,
} from './spreadsheet-meta.service';
import { SpreadsheetTableRow } from './spreadsheet-table.entity';
import { SpreadsheetUpload } from './spreadsheet-upload.entity';
import { SpreadsheetUploadsService } from './spreadsheet-uploads.service';
import { createSpreadsheetRoutes } from './spreadsheet.routes';
import { TableUploadCounter } from './table-upload-limits';

export { ClassList } from './class-list.entity';
export { SpreadsheetTableRow } from './spreadsheet-table.entity';
export { SpreadsheetUpload } from './spreadsheet-upload.entity';
export { SPREADSHEET_LARGE_BODIES } from './spreadsheet.routes';
export { DEFAULT_SHEETS, parseSheetLink, sheetExportUrl, type SheetsConfig } from './sheet-link';
export { docKeys, SpreadsheetMetaService } from './spreadsheet-meta.service';
export { defaultTable, columnWidth } from './default-table';

// What a visitor kept before logging in stays theirs: tables (their docs move too), uploads, lists.
export const spreadsheetAccountMerger: AccountMerger = async (fromUserId, toUserId, manager) => {
  for (const entity of [SpreadsheetTableRow, SpreadsheetUpload, ClassList])
    await manager.getRepository(entity).update({ userId: fromUserId }, { userId: toUserId });
};

export interface SpreadsheetModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  docs: SpreadsheetDocs;
  licences: SpreadsheetLicences;
  /** Where sheet links are fetched (config SHEETS_BASE_URL); default Google's host, 15 s. */
  sheets?: SheetsConfig;
  /** Counts tables read per account and address (issue 28). */
  usageLimits: UsageLimits;
  /** The table readers' threads and the upload limits (TABLE_READ_*, TABLE_UPLOADS_*). */
  tableReading?: TableReadingConfig;
}

export function createSpreadsheetModule(deps: SpreadsheetModuleDependencies) {
  const { dataSource, clock, session } = deps;
  const meta = new SpreadsheetMetaService({
    dataSource,
    docs: deps.docs,
    licences: deps.licences,
    clock,
  });
  const uploads = new SpreadsheetUploadsService(dataSource, clock);
  const lists = new ClassListsService(dataSource, clock);
  const tableReading = deps.tableReading ?? TABLE_READING_DEFAULTS;
  // Uploaded files and sheet links are parsed on these threads, never on the event loop.
  const reader = new TableReader(tableReading);
  const counter = new TableUploadCounter(deps.usageLimits, tableReading);
  return {
    meta,
    reader,
    routers: [
      createSpreadsheetRoutes({
        meta,
        uploads,
        sheets: deps.sheets ?? DEFAULT_SHEETS,
        session,
        reader,
        counter,
      }),
      createClassListRoutes(lists, session),
    ],
    /** Ends the reader threads (a table being read is refused). */
    stop: () => reader.stop(),
  };
}
