import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardDe } from './make-student-report-card.de';
import { redactorDe } from './redactor.de';
import { spreadsheetDe } from './spreadsheet.de';
import { workshopDe } from './workshop.de';

/** The German help pages: one chunk, fetched when German is chosen. */
export const helpPagesDe: HelpLibrary = {
  redactor: redactorDe,
  spreadsheet: spreadsheetDe,
  workshop: workshopDe,
  'how/make-student-report-card': makeStudentReportCardDe,
};
