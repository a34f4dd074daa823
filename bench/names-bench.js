#!/usr/bin/env node
// Names in the right case (issue 29) and reading the class lists schools export, on the built
// backend (backend/dist):
//  1. in this process: declineNames for 30 Russian names into the dative (the register's ФИО
//     column, its 25 pupils repeated to 30) and 30 Ukrainian ones (the ua list's 6, repeated),
//     median and p95; the first Ukrainian call apart (it loads shevchenko, TensorFlow.js and the
//     surname model) with the memory that load adds; readTableFile of each of the three fixtures;
//  2. through the app: POST /api/spreadsheet-decline/ with those 30 names, against a bare Koa app
//     answering the same JSON, asked in turn in the same run (ratio: what session, guard, body
//     parsing and the declension add to a bare answer).
// Never fails on time; exits 1 when a call fails. Writes bench/results/names-latest.json.
//
//   npm run bench:names -w @gramota/bench      (after npx lerna run build; BENCH_RUNS, default 200)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { repoRoot, startApp } = require('@gramota/app-harness');
const { printTable, fixed } = require('./lib/print-table');
const { visitor, CSRF } = require('./lib/api-visitor');
const { startBareServer } = require('./lib/bare-koa');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '200', 10) || 200);
const NAMES = 30;
const dist = path.join(repoRoot, 'backend', 'dist', 'modules');
const CLASS_LISTS = path.join(repoRoot, 'fixtures', 'class-lists');
const FIXTURES = [
  'register-5b-title-rows.xlsx',
  'excel-7a-separate-names-cp1251.csv',
  'ua-3v-utf8-formula-like.csv',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const median = (values) => percentile(values, 50);
const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

const fixtureBytes = (name) => new Uint8Array(fs.readFileSync(path.join(CLASS_LISTS, name)));

/** Every row of a read table, the header row included (a register's header is on row 4). */
async function rowsOf(readTableFile, name) {
  const read = await readTableFile(fixtureBytes(name));
  return [read.table.headers, ...read.table.rows];
}

/** The cells under `header` on the rows below the row holding it, empty ones left out. */
function column(rows, header) {
  const at = rows.findIndex((row) => row.includes(header));
  if (at < 0) throw new Error(`no column ${header}`);
  const index = rows[at].indexOf(header);
  return rows
    .slice(at + 1)
    .map((row) => (row[index] || '').trim())
    .filter(Boolean);
}

const repeatedTo = (count, items) =>
  Array.from({ length: count }, (_, i) => items[i % items.length]);

async function namesOf(readTableFile) {
  const register = await rowsOf(readTableFile, FIXTURES[0]);
  const ukrainian = await rowsOf(readTableFile, FIXTURES[2]);
  const surnames = column(ukrainian, 'Прізвище');
  const first = column(ukrainian, "Ім'я");
  const patronymics = column(ukrainian, 'По батькові');
  return {
    ru: repeatedTo(NAMES, column(register, 'ФИО')).map((text) => ({ text })),
    uk: repeatedTo(
      NAMES,
      surnames.map((surname, i) => `${surname} ${first[i]} ${patronymics[i]}`),
    ).map((text) => ({ text })),
  };
}

/** `work` timed `runs` times after one warm-up: median and p95, ms. */
async function timed(work) {
  await work();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), p95Ms: percentile(times, 95) };
}

async function inProcess() {
  const { declineNames } = require(path.join(dist, 'name-grammar'));
  const { readTableFile } = require(path.join(dist, 'spreadsheet', 'import'));
  const names = await namesOf(readTableFile);
  const request = (language) => ({ language, case: 'dative', names: names[language] });

  const before = rssMb();
  const started = performance.now();
  await declineNames(request('uk'));
  const firstUkrainian = { ms: performance.now() - started, addedMb: rssMb() - before };

  const rows = [
    {
      what: `declineNames: ${NAMES} Russian names, dative`,
      ...(await timed(() => declineNames(request('ru')))),
    },
    {
      what: `declineNames: ${NAMES} Ukrainian names, dative`,
      ...(await timed(() => declineNames(request('uk')))),
    },
  ];
  for (const name of FIXTURES) {
    const bytes = fixtureBytes(name);
    rows.push({ what: `readTableFile: ${name}`, ...(await timed(() => readTableFile(bytes))) });
  }
  return { firstUkrainian, rows, names };
}

/** One POST, ms to the last byte of its answer. */
async function posted(url, headers, body) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, text };
}

async function throughTheApp(names) {
  const app = await startApp({ env: { LOG_LEVEL: 'silent' } });
  const bare = await startBareServer();
  try {
    const teacher = visitor(app.baseUrl);
    await teacher('/api/login-check/');
    const headers = {
      ...CSRF,
      'Content-Type': 'application/json',
      cookie: [...teacher.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const rows = [];
    for (const language of ['ru', 'uk']) {
      const body = JSON.stringify({ language, case: 'dative', names: names[language] });
      const url = `${app.baseUrl}/api/spreadsheet-decline/`;
      const first = await posted(url, headers, body);
      const barePath = `/decline-${language}`;
      await bare.serve(barePath, first.text);
      const bareUrl = `${bare.baseUrl}${barePath}`;
      await posted(bareUrl, { 'Content-Type': 'application/json' }, body);
      // In turn, so both see the same machine load.
      const appTimes = [];
      const bareTimes = [];
      for (let run = 0; run < runs; run += 1) {
        appTimes.push((await posted(url, headers, body)).ms);
        bareTimes.push((await posted(bareUrl, { 'Content-Type': 'application/json' }, body)).ms);
      }
      rows.push({
        what: `POST /api/spreadsheet-decline/: ${NAMES} ${language === 'ru' ? 'Russian' : 'Ukrainian'} names`,
        medianMs: median(appTimes),
        p95Ms: percentile(appTimes, 95),
        bareMedianMs: median(bareTimes),
        bareP95Ms: percentile(bareTimes, 95),
      });
    }
    return rows;
  } finally {
    bare.stop();
    await app.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'name-grammar', 'index.js'))) {
    console.error('Build the backend first: npx lerna run build');
    process.exit(1);
  }
  const local = await inProcess();
  const http = await throughTheApp(local.names);

  console.log(
    `\nFirst Ukrainian call (loads shevchenko, TensorFlow.js and its surname model): ` +
      `${fixed(local.firstUkrainian.ms, 0)} ms, +${fixed(local.firstUkrainian.addedMb, 0)} MB RSS`,
  );
  printTable(
    `In this process, on the built backend (${runs} runs each)`,
    ['what', 'median ms', 'p95 ms'],
    local.rows.map((row) => [row.what, fixed(row.medianMs, 2), fixed(row.p95Ms, 2)]),
  );
  printTable(
    `Through the app vs a bare Koa answer of the same JSON, asked in turn (${runs} each)`,
    ['call', 'median ms', 'p95 ms', 'bare median', 'bare p95', 'ratio (median)', 'ratio (p95)'],
    http.map((row) => [
      row.what,
      fixed(row.medianMs, 2),
      fixed(row.p95Ms, 2),
      fixed(row.bareMedianMs, 2),
      fixed(row.bareP95Ms, 2),
      `${fixed(row.medianMs / row.bareMedianMs, 2)}×`,
      `${fixed(row.p95Ms / row.bareP95Ms, 2)}×`,
    ]),
  );
  const out = path.join(__dirname, 'results', 'names-latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        firstUkrainian: local.firstUkrainian,
        inProcess: local.rows,
        http,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
