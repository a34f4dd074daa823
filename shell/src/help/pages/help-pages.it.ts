import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardIt } from './make-student-report-card.it';
import { redactorIt } from './redactor.it';
import { spreadsheetIt } from './spreadsheet.it';
import { workshopIt } from './workshop.it';

/** The Italian help pages: one chunk, fetched when Italian is chosen. */
export const helpPagesIt: HelpLibrary = {
  redactor: redactorIt,
  spreadsheet: spreadsheetIt,
  workshop: workshopIt,
  'how/make-student-report-card': makeStudentReportCardIt,
};
