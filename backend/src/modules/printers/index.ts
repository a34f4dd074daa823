// Printers (issue 36): the account's calibrated printers for printing onto pre-printed blanks,
// and the calibration test sheet. The creator asks `calibration` when a print is queued.
import type { DataSource } from 'typeorm';
import type { AppMiddleware } from '../../http/app-state';
import type { Clock } from '../../shared/clock';
import { PrintersService } from './printers.service';
import { createPrintersRoutes, type CalibrationSheetPrinter } from './printers.routes';

export { Printer } from './printer.entity';
export { PrintersService, printerAnswer } from './printers.service';
export { printError, printFieldError } from './printer-errors';
export type { CalibrationSheetPrinter } from './printers.routes';

export interface PrintersModuleDependencies {
  dataSource: DataSource;
  clock: Clock;
  session: AppMiddleware;
  /** The render engine (a stand-in without the calibration sheet answers 503 for it). */
  engine: Partial<CalibrationSheetPrinter>;
}

export function createPrintersModule(deps: PrintersModuleDependencies) {
  const printers = new PrintersService(deps.dataSource, deps.clock);
  return {
    printers,
    router: createPrintersRoutes(printers, deps.engine, deps.session),
  };
}
