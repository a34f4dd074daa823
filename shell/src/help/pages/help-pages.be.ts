import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardBe } from './make-student-report-card.be';
import { redactorBe } from './redactor.be';
import { spreadsheetBe } from './spreadsheet.be';
import { workshopBe } from './workshop.be';

/** The Belarusian help pages: one chunk, fetched when Belarusian is chosen. */
export const helpPagesBe: HelpLibrary = {
  redactor: redactorBe,
  spreadsheet: spreadsheetBe,
  workshop: workshopBe,
  'how/make-student-report-card': makeStudentReportCardBe,
};
