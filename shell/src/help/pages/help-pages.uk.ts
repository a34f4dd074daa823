import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardUk } from './make-student-report-card.uk';
import { redactorUk } from './redactor.uk';
import { spreadsheetUk } from './spreadsheet.uk';
import { workshopUk } from './workshop.uk';

/** The Ukrainian help pages: one chunk, fetched when Ukrainian is chosen. */
export const helpPagesUk: HelpLibrary = {
  redactor: redactorUk,
  spreadsheet: spreadsheetUk,
  workshop: workshopUk,
  'how/make-student-report-card': makeStudentReportCardUk,
};
