import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  readyPaths,
  type LoginCheckAnswer,
  type ReadyGetAnswer,
} from '@gramota/contracts';
import { DocsPage } from '../pages/docs.page';
import {
  backendRequire,
  launchChromium,
  newTeacherContext,
  startApp,
  type RunningApp,
} from '@gramota/app-harness';
import { readUntil } from '../support/wait';

type Database = {
  prepare(sql: string): { get(): Record<string, number | null> };
  close(): void;
};
const SQLite = backendRequire('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => Database;

const FREE_TEMPLATE = 'en:204:0';
const DOCUMENTS = 30;
const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

jest.setTimeout(240_000);

/** Creator jobs by state, read from the app's embedded database beside it (read-only). */
function jobCounts(dataDir: string): { all: number; done: number } {
  const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT COUNT(*) AS all_jobs, SUM(CASE WHEN status = 'done' THEN 1 ELSE 0 END) AS done FROM creator_jobs",
      )
      .get();
    return { all: Number(row.all_jobs), done: Number(row.done ?? 0) };
  } finally {
    db.close();
  }
}

describe('The server dies while it makes 30 files', () => {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let dataDir = '';

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchChromium()]);
    dataDir = app.dataDir;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('after a restart every one of the 30 files is there, exactly once', async () => {
    const context = await newTeacherContext(browser!);
    const page = await context.newPage();
    const docs = new DocsPage(page, app!.baseUrl);
    await docs.open();
    const made = await docs.haveDocumentsFrom(
      Array.from({ length: DOCUMENTS }, () => FREE_TEMPLATE),
    );
    expect(made).toHaveLength(DOCUMENTS);
    await docs.open();
    await readUntil(
      async () => (await docs.itemNames()).length,
      (count) => count === DOCUMENTS,
    );
    await docs.area.locator('[data-item-id]').first().click();
    await page.keyboard.press('Control+A');
    expect(await docs.selectedNames()).toHaveLength(DOCUMENTS);
    await docs.pressToolbar('Create files');

    // The job sends one creator call a second; free files are made 10 s after their call. Once
    // all 30 are queued, a third or so is still waiting: the server dies then, without warning.
    const queued = await readUntil(
      async () => jobCounts(dataDir),
      (counts) => counts.all === DOCUMENTS,
      120_000,
    );
    expect(queued.done).toBeLessThan(DOCUMENTS);
    const port = app!.port;
    await app!.kill();
    app = await startApp({ dataDir, port });

    // The same teacher (the session is in the database) finds all 30 files in Ready files.
    const { user_key: userKey } = (await (
      await page.request.get(`${app.baseUrl}/api/login-check/`, { headers: CSRF })
    ).json()) as LoginCheckAnswer;
    expect(userKey).toEqual(expect.any(String));
    const answer = await readUntil(
      async () =>
        (await (
          await page.request.get(
            `${app!.baseUrl}${readyPaths.readyGet(userKey, { nocache: true })}`,
            { headers: CSRF },
          )
        ).json()) as ReadyGetAnswer,
      (list) =>
        Object.keys(list.docs ?? {}).length >= DOCUMENTS && jobCounts(dataDir).done === DOCUMENTS,
      120_000,
    );
    expect(answer.result).toBe('success');
    const files = Object.values(answer.docs);
    expect(files).toHaveLength(DOCUMENTS);
    expect(new Set(files.map((file) => file.doc)).size).toBe(DOCUMENTS);
    expect([...new Set(files.map((file) => file.doc))].sort()).toEqual([...made].sort());
    expect(jobCounts(dataDir)).toEqual({ all: DOCUMENTS, done: DOCUMENTS });

    // On disk: one JPEG, one thumbnail and one PDF per file, nothing half-written left behind.
    const names = fs.readdirSync(path.join(dataDir, 'public', 'doc'));
    const count = (suffix: RegExp) => names.filter((name) => suffix.test(name)).length;
    expect([count(/_\d+\.jpg$/), count(/_\d+_th\.webp$/), count(/_\d+\.pdf$/)]).toEqual([
      DOCUMENTS,
      DOCUMENTS,
      DOCUMENTS,
    ]);
    for (const file of files) {
      const jpeg = fs.readFileSync(
        path.join(dataDir, 'public', 'doc', `${file.filename}_${file.id}.jpg`),
      );
      expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
    }

    // And the teacher sees them in the area.
    await page.goto(`${app.baseUrl}/app/ready/`);
    const items = page.locator('[data-area="ready"] [data-item-id]');
    expect(
      await readUntil(
        async () => items.count(),
        (shown) => shown === DOCUMENTS,
        60_000,
      ),
    ).toBe(DOCUMENTS);
    await context.close();
  });
});
