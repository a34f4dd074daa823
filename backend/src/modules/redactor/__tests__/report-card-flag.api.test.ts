import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spreadsheetPaths, splitSpreadsheetParts } from '@gramota/contracts';
import { CATALOGUE, renderCatalogue } from '@gramota/template-artwork';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { EditorClient } from '../../../test-support/redactor-test-kit';

/** Of type s: a report card (marks per subject for a period), a merit sheet, a club certificate. */
const REPORT_CARD = 'ru:501:0';
const ENGLISH_REPORT_CARD = 'en:505:0';
const MERIT_SHEET = 'ru:502:0';
const CERTIFICATE = 'ru:101:0';

let catalogueDir: string;
beforeAll(async () => {
  catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-report-card-'));
  const ids = [REPORT_CARD, ENGLISH_REPORT_CARD, MERIT_SHEET, CERTIFICATE];
  await renderCatalogue({
    outDir: catalogueDir,
    templates: CATALOGUE.filter((template) => ids.includes(template.id)),
  });
}, 120_000);
afterAll(() => fs.rmSync(catalogueDir, { recursive: true, force: true }));

describe.each(databases)('get-doc’s report-card flag (is_table_student_card) on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir });
  });
  afterAll(() => app?.close());

  it('is 1 for documents made from report cards and 0 for any other template', async () => {
    const teacher = await EditorClient.anonymous(app);
    const flagOf = async (templateId: string) =>
      (await teacher.getDoc(await teacher.createDoc(templateId))).data.is_table_student_card;
    expect(await flagOf(REPORT_CARD)).toBe('1');
    expect(await flagOf(ENGLISH_REPORT_CARD)).toBe('1');
    expect(await flagOf(MERIT_SHEET)).toBe('0');
    expect(await flagOf(CERTIFICATE)).toBe('0');
  });

  it('the spreadsheet of a report card says so too, and of a certificate does not', async () => {
    const teacher = await EditorClient.anonymous(app);
    const metaFlagOf = async (templateId: string) => {
      const docId = await teacher.createDoc(templateId);
      const response = await teacher.visitor.get(spreadsheetPaths.metaGet(docId));
      const [meta] = splitSpreadsheetParts(await response.text()) ?? [];
      return (meta as { is_table_student_card?: string }).is_table_student_card;
    };
    expect(await metaFlagOf(REPORT_CARD)).toBe('1');
    expect(await metaFlagOf(CERTIFICATE)).toBe('0');
  });
});
