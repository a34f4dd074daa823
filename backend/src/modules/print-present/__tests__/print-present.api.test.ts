import fs from 'node:fs';
import path from 'node:path';
import { printPresentPaths, type PrintPresentModalAnswer } from '@gramota/contracts';
import { runAdmin } from '../../../cli/admin';
import { databases, newVisitor, startTestApp, type TestApp } from '../../../test-support/test-app';
import { builtInPrintPresent, PRINT_PRESENT_FILE } from '..';

/**
 * GET /api/print-present-modal/ (seed 000 §7) answers the printed-copies offer, and the operator
 * changes it with `npm run admin -- print-present …` while the server runs (issue 30 item 24).
 */
describe.each(databases)('the print-present modal and its admin command, on %s', (kind) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    ({ cookie } = await newVisitor(app));
  });
  afterAll(async () => {
    await app.close();
  });

  const modal = async (language: string, path = printPresentPaths.modal()) => {
    const response = await app.request(path, {
      cookie,
      headers: { 'Accept-Language': language },
    });
    return { status: response.status, body: (await response.json()) as PrintPresentModalAnswer };
  };

  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const env: NodeJS.ProcessEnv = { DATA_DIR: app.config.dataDir };
    if (app.config.database.kind === 'postgres') env.DATABASE_URL = app.config.database.url;
    const code = await runAdmin(argv, {
      env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('answers the built-in offer in the reader language, with the print order link', async () => {
    expect(await modal('de-DE,de;q=0.9')).toEqual({
      status: 200,
      body: { result: 'success', ...builtInPrintPresent('de'), action_url: '/app/pay/print/' },
    });
    expect((await modal('en', '/api/print-present-modal')).body.title).toBe('Printed copies');
  });

  it('shows what the operator sets, at once, in that language only, until reset', async () => {
    const set = await admin(
      'print-present',
      'text',
      '--lng',
      'en',
      '--title',
      'Order your printed diplomas',
      '--text',
      'Glossy A4 paper, delivered to the school.\nOrders before Friday ship on Monday.',
    );
    expect(set).toMatchObject({ code: 0, err: '' });
    expect(set.out).toContain('Order your printed diplomas');

    expect((await modal('en')).body).toEqual({
      result: 'success',
      title: 'Order your printed diplomas',
      text: ['Glossy A4 paper, delivered to the school.', 'Orders before Friday ship on Monday.'],
      action: builtInPrintPresent('en').action,
      action_url: '/app/pay/print/',
    });
    expect((await modal('de')).body.title).toBe(builtInPrintPresent('de').title);

    // Another part later: the title set before stays.
    expect(
      (await admin('print-present', 'text', '--lng', 'en', '--action', 'To the cart')).code,
    ).toBe(0);
    expect((await modal('en')).body).toMatchObject({
      title: 'Order your printed diplomas',
      action: 'To the cart',
    });

    expect((await admin('print-present', 'reset', '--lng', 'en')).code).toBe(0);
    expect((await modal('en')).body).toEqual({
      result: 'success',
      ...builtInPrintPresent('en'),
      action_url: '/app/pay/print/',
    });
  });

  it('refuses bad input with a message, and a broken file by hand falls back to the built-in', async () => {
    const missing = await admin('print-present', 'text', '--title', 'No language');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--lng is required');
    const unknown = await admin('print-present', 'text', '--lng', 'fr', '--title', 'Bonjour');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('--lng must be one of');
    const long = await admin('print-present', 'text', '--lng', 'ru', '--title', 'x'.repeat(500));
    expect(long.code).toBe(2);
    expect(long.err).toContain('--title');
    expect((await admin('print-present', 'text', '--lng', 'ru')).code).toBe(2);
    expect((await modal('ru')).body.title).toBe(builtInPrintPresent('ru').title);

    fs.writeFileSync(path.join(app.config.dataDir, PRINT_PRESENT_FILE), '{ not json');
    expect(await modal('ru')).toEqual({
      status: 200,
      body: { result: 'success', ...builtInPrintPresent('ru'), action_url: '/app/pay/print/' },
    });
    expect((await admin('print-present', 'reset')).code).toBe(0);
    expect(fs.existsSync(path.join(app.config.dataDir, PRINT_PRESENT_FILE))).toBe(false);
  });
});
