import type { HelpLibrary } from '../help-page.types';
import { makeStudentReportCardEn } from './make-student-report-card.en';
import { redactorEn } from './redactor.en';
import { spreadsheetEn } from './spreadsheet.en';
import { workshopEn } from './workshop.en';

/** The English help pages: one chunk, fetched when English is chosen. */
export const helpPagesEn: HelpLibrary = {
  redactor: redactorEn,
  spreadsheet: spreadsheetEn,
  workshop: workshopEn,
  'how/make-student-report-card': makeStudentReportCardEn,
};
