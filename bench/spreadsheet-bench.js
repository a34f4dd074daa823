#!/usr/bin/env node
// Mass creation as a teacher meets it (issue 15), on the built app with its embedded database and
// a PRO account (licence granted with the admin CLI):
//  1. cold load and first paint of /app/spreadsheet/{doc}/ holding 1,000 rows × 26 columns, against
//     the same page holding the default 30 rows, measured in the same run (median, p95);
//  2. a 30-row mass creation through the table's own button: click → ready modal, and the time
//     from the last row sent (its job's creation) to the last file ready (creator_jobs rows);
//  3. the JavaScript (gzip) a cold visit of the table downloads, the area's own part apart.
// Writes bench/results/spreadsheet-latest.json. Never fails on time; exits 1 when a run fails.
//
//   npm run bench:spreadsheet -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                                   (cold loads per table; default 7)
//   BENCH_WATERFALL=1 ...                              (also prints the last 1,000-row visit's
//                                                      requests: start and end after navigation)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { printTable, fixed } = require('./lib/print-table');
const { visitor, grantLicence } = require('./lib/api-visitor');
const {
  backendRequire,
  launchChromium,
  newTeacherContext,
  startApp,
} = require('@gramota/app-harness');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '7', 10) || 7);
const showWaterfall = process.env.BENCH_WATERFALL === '1';
/** The participant certificate: one variable field, 'Фамилия и имя участника'. */
const TEMPLATE = 'ru:302:0';
const KEY = 'Фамилия и имя участника';
const BIG_ROWS = 1000;
const COLUMNS = 26;
const MASS_ROWS = 30;
const TIMEOUT_MS = 180_000;
const PAINT_TARGET_MS = 500;
const LAST_FILE_TARGET_MS = 3000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);

/** A table in the seed's separator format: a tick column, the key column, 24 more text columns. */
function tableText(rows) {
  const separator = '\n<!--gramota:data-separator-->\n';
  const columns = [
    { title: '✓', type: 'check', width: 40 },
    { title: `%${KEY}`, type: 'key', width: 230 },
    ...Array.from({ length: COLUMNS - 2 }, (_, index) => ({
      title: `Note ${index + 1}`,
      type: 'text',
      width: 100,
    })),
  ];
  const data = Array.from({ length: rows }, (_, row) => [
    '1',
    `Ученик ${String(row + 1).padStart(4, '0')} Иванов`,
    ...Array.from({ length: COLUMNS - 2 }, (_, column) => `r${row + 1}c${column + 3}`),
  ]);
  const settings = {
    headers: columns.map((column) => column.title).join(','),
    colcount: 1,
    type: '',
    url: '',
    googleautoupload: '0',
    big: rows > 100 ? '1' : '0',
    spreadsheet_help: '0',
    folder_id: '',
    mail_template: '',
    yadisk: '0',
    email_send: '0',
    email_timeout_value: '',
    email_timeout_unit: '',
    genuine: '0',
  };
  return [columns, data, settings].map((part) => JSON.stringify(part)).join(separator);
}

async function docWithTable(call, rows) {
  const made = await call(`/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`);
  const saved = await call(`/api/spreadsheet-meta-set/${made.doc}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ meta: tableText(rows) }).toString(),
  });
  if (saved.result !== 'success') throw new Error(`meta-set: ${JSON.stringify(saved)}`);
  return made.doc;
}

async function teacherContext(browser, baseUrl, call) {
  const context = await newTeacherContext(browser);
  const { hostname } = new URL(baseUrl);
  await context.addCookies(
    [...call.cookies].map(([name, value]) => ({ name, value, domain: hostname, path: '/' })),
  );
  return context;
}

/** In the page before its scripts: the time of the frame after `selector` first matches. */
function watchPaint(selector) {
  const found = () => {
    if (!document.querySelector(selector)) return false;
    requestAnimationFrame(() => {
      window.__benchPaintMs = performance.now();
    });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

const gridOf = (rows) => `[data-testid="sheet-grid"][data-rows="${rows}"]`;

/** One cold visit (fresh context, empty cache): ms to the painted selector, and the JS fetched. */
async function coldLoad(browser, baseUrl, call, pathname, selector) {
  const context = await teacherContext(browser, baseUrl, call);
  try {
    await context.addInitScript(watchPaint, selector);
    const page = await context.newPage();
    const scripts = [];
    const requests = [];
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      requests.push({ url: request.url(), start: timing.startTime, end: timing.responseEnd });
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.push({ url: response.url(), body: await response.body() });
      } catch {
        // A script that failed to load has no body; the page would fail the timing anyway.
      }
    });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__benchPaintMs, null, {
      timeout: TIMEOUT_MS,
    });
    const ms = Number(await handle.jsonValue());
    await page.waitForLoadState('networkidle');
    return { ms, scripts, waterfall: waterfallOf(requests, baseUrl) };
  } finally {
    await context.close();
  }
}

/** The requests of a visit, ms after the page's own request started (end: its last byte). */
function waterfallOf(requests, baseUrl) {
  const origin = Math.min(...requests.map((one) => one.start));
  return requests
    .map((one) => ({
      path: one.url.startsWith(baseUrl) ? one.url.slice(baseUrl.length) : one.url,
      start: Math.round(one.start - origin),
      end: one.end >= 0 ? Math.round(one.start + one.end - origin) : null,
    }))
    .sort((a, b) => a.start - b.start);
}

function scriptSizes(scripts) {
  const gzip = (body) => zlib.gzipSync(body, { level: 9 }).length;
  const total = scripts.reduce((sum, one) => sum + gzip(one.body), 0);
  const own = scripts
    .filter((one) => new URL(one.url).pathname.startsWith('/mf/spreadsheet/'))
    .reduce((sum, one) => sum + gzip(one.body), 0);
  return { total, own, files: scripts.length };
}

function jobRows(dataDir) {
  const SQLite = backendRequire('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT status, created_at, finished_at FROM creator_jobs WHERE type = 'mass' ORDER BY id",
      )
      .all()
      .map((row) => ({
        status: row.status,
        created: Number(row.created_at),
        finished: Number(row.finished_at),
      }));
  } finally {
    db.close();
  }
}

/** 30 rows through the table's own button, as a teacher does: click → ready modal. */
async function massRun(browser, baseUrl, call, dataDir, docId) {
  const context = await teacherContext(browser, baseUrl, call);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/spreadsheet/${docId}/`);
    await page.locator(`[data-testid="sheet-grid"][data-rows="${MASS_ROWS}"]`).waitFor({
      timeout: TIMEOUT_MS,
    });
    const before = jobRows(dataDir).length;
    const started = Date.now();
    await page.locator('[data-testid="mass-create"]').click();
    // The certificate's «[принял|приняла]» follows each pupil's gender (issue 29): the check
    // before making opens with the names as they print, and the teacher confirms it once.
    const confirm = page.locator('[data-testid="mass-warnings"] [data-create]');
    const progress = page.locator('[data-testid="mass-progress"]:not([data-phase="checking"])');
    await confirm.or(progress).first().waitFor({ timeout: TIMEOUT_MS });
    if (await confirm.isVisible()) await confirm.click();
    await page.locator('[data-testid="mass-ready"]').waitFor({ timeout: TIMEOUT_MS });
    const readyAt = Date.now();
    const jobs = jobRows(dataDir).slice(before);
    if (jobs.length !== MASS_ROWS || jobs.some((job) => job.status !== 'done'))
      throw new Error(`the run made ${jobs.length} jobs: ${JSON.stringify(jobs.slice(0, 3))}`);
    const lastSent = Math.max(...jobs.map((job) => job.created));
    const lastReady = Math.max(...jobs.map((job) => job.finished));
    const firstSent = Math.min(...jobs.map((job) => job.created));
    return {
      clickToReadyMs: readyAt - started,
      // Click → first row's job: saving and the checks before sending (same machine's clock).
      checksMs: firstSent - started,
      sendingMs: lastSent - firstSent,
      lastSentToLastFileMs: lastReady - lastSent,
      perFileMs: jobs.map((job) => job.finished - job.created),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const app = await startApp({ env: { LOG_LEVEL: 'warn' } });
  const browser = await launchChromium();
  try {
    const call = visitor(app.baseUrl);
    await grantLicence(app, call);
    const bigDoc = await docWithTable(call, BIG_ROWS);
    const smallDoc = await docWithTable(call, MASS_ROWS);

    const table = (docId) => `/app/spreadsheet/${docId}/`;
    const visits = {
      big: () => coldLoad(browser, app.baseUrl, call, table(bigDoc), gridOf(BIG_ROWS)),
      small: () => coldLoad(browser, app.baseUrl, call, table(smallDoc), gridOf(MASS_ROWS)),
      // The shell with a light area, for what any cold page costs here.
      docs: () => coldLoad(browser, app.baseUrl, call, '/app/docs/', '[data-area="docs"] h1'),
    };
    // One warm-up visit of each, so the server's first-request work is not in the figures.
    for (const visit of Object.values(visits)) await visit();
    const big = [];
    const small = [];
    const docs = [];
    let sizes = null;
    let waterfall = null;
    for (let run = 0; run < runs; run += 1) {
      // Interleaved, so a busy moment of the machine falls on all three.
      const one = await visits.big();
      big.push(one.ms);
      sizes = scriptSizes(one.scripts);
      waterfall = { paintMs: Math.round(one.ms), requests: one.waterfall };
      small.push((await visits.small()).ms);
      docs.push((await visits.docs()).ms);
    }
    const mass = await massRun(browser, app.baseUrl, call, app.dataDir, smallDoc);

    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    printTable(
      `Mass creation (issue 15), ${runs} cold loads each`,
      ['what', 'figure', 'target'],
      [
        [
          `1,000 × 26 table painted, median (p95)`,
          `${fixed(median(big))} ms (${fixed(percentile(big, 95))} ms)`,
          `< ${PAINT_TARGET_MS} ms`,
        ],
        [
          `30-row table painted (baseline), median (p95)`,
          `${fixed(median(small))} ms (${fixed(percentile(small, 95))} ms)`,
          '',
        ],
        ['ratio 1,000 rows / 30 rows', `${(median(big) / median(small)).toFixed(2)}×`, ''],
        [
          'cold /app/docs/ painted, same run (shell + light area)',
          `${fixed(median(docs))} ms (${fixed(percentile(docs, 95))} ms)`,
          '',
        ],
        [
          'JS of a cold table visit, gzip (area own)',
          `${kb(sizes.total)} in ${sizes.files} files (${kb(sizes.own)})`,
          '',
        ],
        ['30 rows: click → ready modal', `${fixed(mass.clickToReadyMs)} ms`, ''],
        ['  click → first row sent (save, checks)', `${fixed(mass.checksMs)} ms`, ''],
        ['  first → last row sent (1 s apart)', `${fixed(mass.sendingMs)} ms`, ''],
        [
          'last row sent → last file ready',
          `${fixed(mass.lastSentToLastFileMs)} ms`,
          `≤ ${LAST_FILE_TARGET_MS} ms`,
        ],
        ['one row: sent → file ready, median', `${fixed(median(mass.perFileMs))} ms`, ''],
      ],
    );
    if (showWaterfall) {
      printTable(
        `The last cold 1,000-row visit's requests (painted at ${waterfall.paintMs} ms)`,
        ['start ms', 'end ms', 'request'],
        waterfall.requests.map((one) => [String(one.start), String(one.end ?? '-'), one.path]),
      );
    }
    const results = path.join(__dirname, 'results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, 'spreadsheet-latest.json'),
      `${JSON.stringify({ runs, big, small, docs, sizes: { ...sizes, scripts: undefined }, mass, waterfall }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
