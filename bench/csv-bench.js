#!/usr/bin/env node
// The CSV reader (issue 28, finding 1): uploads of ordinary and hostile tables of 10 kB, 1 MB and
// 5 MB to spreadsheet-upload of the built app. For each: the upload's time (median of the runs)
// and the server's peak memory above its level before the upload (RSS, worker threads included),
// and the p95 of another visitor's login-check asked over and over while the upload runs, against
// the p95 of the same call on the idle server measured in the same run (ratio; target ≤ 2×).
// "Hostile" is the review's file: a header line, then `";` repeated. Never fails on time; exits 1
// when an upload answers a server error. Writes bench/results/csv-latest.json.
//
//   npm run bench:csv -w @gramota/bench        (after npx lerna run build; BENCH_RUNS, default 3)
'use strict';

const fs = require('node:fs');
const { startApp } = require('@gramota/app-harness');
const { printTable, fixed, writeResults } = require('./lib/print-table');
const { visitor, CSRF } = require('./lib/api-visitor');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '3', 10) || 3);
const TEMPLATE = 'ru:302:0';
const HEADER = 'Фамилия Имя;Класс;Дата рождения;Примечание\r\n';
const KB = 1024;
const MB = 1024 * KB;
/** The upload limit is 5 MB of file: the 5 MB tables stay just under it. */
const SIZES = [
  { label: '10 kB', bytes: 10 * KB },
  { label: '1 MB', bytes: MB },
  { label: '5 MB', bytes: 5 * MB - 4 * KB },
];
const IDLE_CHECKS = 200;
const TARGET_RATIO = 2;

/**
 * A class list of about `bytes`: at most 4,000 pupils (the limit is 5,000), longer notes in more
 * note columns for bigger files (a cell holds at most 1,000 characters), quoted fields with `;`
 * and `""` in every row.
 */
function ordinary(bytes) {
  const rows = Math.max(5, Math.min(4000, Math.floor(bytes / 100)));
  const notes = Math.max(0, Math.floor(bytes / rows) - 70);
  const columns = Math.max(1, Math.ceil(notes / 900));
  const note = 'x'.repeat(Math.floor(notes / columns));
  const header = ['Фамилия Имя', 'Класс', 'Дата рождения'];
  for (let column = 1; column <= columns; column += 1) header.push(`Примечание ${column}`);
  const lines = [header.join(';')];
  let size = Buffer.byteLength(lines[0]);
  for (let row = 0; size < bytes - 100; row += 1) {
    const cells = [`Ученик ${row}`, `${5 + (row % 6)} А`, '01.09.2014'];
    for (let column = 0; column < columns; column += 1)
      cells.push(column === 0 ? `"a; ""${row}"" ${note}"` : note);
    const line = cells.join(';');
    size += Buffer.byteLength(line) + 2;
    lines.push(line);
  }
  return lines.join('\r\n');
}

/** The second security review's file: a header, then `";` repeated. */
const hostile = (bytes) => HEADER + '";'.repeat((bytes - Buffer.byteLength(HEADER)) >> 1);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const median = (values) => percentile(values, 50);

/** The server's resident memory (threads included), kB, from /proc. */
function rssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** One login-check of a separate visitor: ms. */
async function loginCheck(baseUrl, cookie) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/login-check/`, { headers: { ...CSRF, cookie } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`login-check: ${response.status}`);
  return performance.now() - started;
}

/** Uploads `text`; meanwhile login-checks follow one another and memory is sampled. */
async function uploadWatched(app, call, doc, text, cookie) {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from(text, 'utf8')]), 'pupils.csv');
  const baseline = rssKb(app.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    const now = rssKb(app.pid);
    if (now > peak) peak = now;
  }, 5);
  let done = false;
  const checks = [];
  const checking = (async () => {
    while (!done) checks.push(await loginCheck(app.baseUrl, cookie));
  })();
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}/api/spreadsheet-upload/${doc}/`, {
    method: 'POST',
    body: form,
    headers: { ...CSRF, cookie: [...call.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
  });
  const body = await response.json();
  const ms = performance.now() - started;
  done = true;
  await checking;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(app.pid));
  const answer =
    response.status === 200 ? `200 ${body.result}` : `${response.status} ${body.error_code}`;
  return { ms, answer, status: response.status, peakMb: (peak - baseline) / 1024, checks };
}

async function main() {
  const app = await startApp({
    env: { TABLE_UPLOADS_PER_ACCOUNT: '1000000', TABLE_UPLOADS_PER_ADDRESS: '1000000' },
  });
  const results = [];
  let failed = false;
  try {
    const teacher = visitor(app.baseUrl);
    const made = await teacher(`/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`);
    const doc = made.doc;
    // The other visitor: one session, asking who it is.
    const other = await fetch(`${app.baseUrl}/api/login-check/`, { headers: CSRF });
    const cookie = other.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await other.arrayBuffer();
    // Warm the reader threads and the routes once.
    await uploadWatched(app, teacher, doc, ordinary(10 * KB), cookie);

    const idle = [];
    for (let i = 0; i < IDLE_CHECKS; i += 1) idle.push(await loginCheck(app.baseUrl, cookie));
    const idleP95 = percentile(idle, 95);

    for (const kind of ['ordinary', 'hostile'])
      for (const size of SIZES) {
        const text = kind === 'ordinary' ? ordinary(size.bytes) : hostile(size.bytes);
        const times = [];
        const peaks = [];
        const checks = [];
        let answer = '';
        for (let run = 0; run < runs; run += 1) {
          const one = await uploadWatched(app, teacher, doc, text, cookie);
          if (one.status >= 500) failed = true;
          times.push(one.ms);
          peaks.push(one.peakMb);
          checks.push(...one.checks);
          answer = one.answer;
        }
        const p95 = percentile(checks, 95);
        results.push({
          table: `${kind} ${size.label}`,
          bytes: Buffer.byteLength(text),
          answer,
          uploadMs: median(times),
          peakMb: Math.max(...peaks),
          loginChecks: checks.length,
          loginCheckP95Ms: p95,
          idleP95Ms: idleP95,
          ratio: p95 / idleP95,
        });
      }
  } finally {
    await app.stop();
  }

  printTable(
    `CSV reader: upload time (median of ${runs}), server peak memory, login-check p95 during the upload vs idle (target ≤ ${TARGET_RATIO}×)`,
    ['table', 'answer', 'upload ms', 'peak +MB', 'checks', 'p95 ms', 'idle p95', 'ratio'],
    results.map((row) => [
      row.table,
      row.answer,
      fixed(row.uploadMs, 0),
      fixed(row.peakMb, 0),
      row.loginChecks,
      fixed(row.loginCheckP95Ms, 1),
      fixed(row.idleP95Ms, 1),
      `${fixed(row.ratio, 2)}×${row.ratio <= TARGET_RATIO ? '' : ' (over target)'}`,
    ]),
  );
  writeResults('csv', { runs, results });
  if (failed) {
    console.error('an upload answered a server error');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
