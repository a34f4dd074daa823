import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardKz } from './make-student-report-card.kz';
import { redactorKz } from './redactor.kz';
import { spreadsheetKz } from './spreadsheet.kz';
import { workshopKz } from './workshop.kz';

/** The Kazakh help pages: one chunk, fetched when Kazakh is chosen. */
export const helpPagesKz: HelpLibrary = {
  redactor: redactorKz,
  spreadsheet: spreadsheetKz,
  workshop: workshopKz,
  'how/make-student-report-card': makeStudentReportCardKz,
};
