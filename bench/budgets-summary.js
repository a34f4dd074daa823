#!/usr/bin/env node
// The speed budgets (issue 34, DEVELOPERS "Budgets every area keeps") in one table, read from the
// results the benches of this `npm run bench` just wrote (bench/results/*-latest.json): each
// figure with its target and whether it is met. A figure whose bench did not run (or ran more
// than three hours ago) says so instead of showing an old number. Never fails.
//
//   npm run bench:budgets -w @gramota/bench     (the last step of npm run bench)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { printTable, fixed } = require('./lib/print-table');

const resultsDir = path.join(__dirname, 'results');
const FRESH_MS = 3 * 60 * 60 * 1000;

/** A bench's results, or null when it is missing or older than this run can be. */
function read(name) {
  const file = path.join(resultsDir, name);
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const when = Date.parse(data.when || data.date || '') || fs.statSync(file).mtimeMs;
  return Date.now() - when > FRESH_MS ? null : data;
}

const kb = (bytes) => `${fixed(bytes / 1024)} kB`;
const ms = (value) => `${fixed(value, 0)} ms`;
const times = (value) => `${fixed(value, 2)}×`;

/**
 * One row: what, the figure as printed, the target, and met (true/false; null = not measured).
 * `measure` answers { figure, met } from the results, or throws when a field is missing.
 */
function row(what, target, results, measure) {
  if (!results) return [what, 'not measured in this run', target, '—'];
  try {
    const { figure, met } = measure(results);
    return [what, figure, target, met ? 'met' : 'NOT MET'];
  } catch {
    return [what, 'not in the results', target, '—'];
  }
}

/** The list calls of bench:docs / bench:storage on each database they ran on. */
function listRows(results, label, pick) {
  if (!results) return [[label, 'not measured in this run', 'ratio ≥ 0.5', '—']];
  return (results.databases || []).flatMap((database) =>
    pick(database, `${label}, ${database.kind}`),
  );
}

const ratioOf = (app, bare) => app.requestsPerSecond / bare.requestsPerSecond;

function main() {
  const app = read('latest.json');
  const pwa = read('pwa-latest.json');
  const docs = read('docs-latest.json');
  const storage = read('storage-latest.json');
  const render = read('render-latest.json');
  const generation = read('generation-latest.json');
  const spreadsheet = read('spreadsheet-latest.json');
  const workshop = read('workshop-latest.json');
  const typing = read('typing-latest.json');

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };

  const rows = [
    row('JS a cold /app/docs/ downloads (gzip)', '≤ 150 kB', app, (r) => ({
      figure: `${kb(r.tour.docsColdJsGzip)} in ${r.tour.docsColdJsFiles} files`,
      met: r.tour.docsColdJsGzip <= 150 * 1024,
    })),
    row('cold /app/docs/ to "My documents" painted', '≤ 300 ms and ≤ 3× bare', app, (r) => ({
      figure: `${ms(r.coldLoad.docs.median)}, ${times(r.coldLoad.ratio)} the bare page`,
      met: r.coldLoad.docs.median <= 300 && r.coldLoad.ratio <= 3,
    })),
    row('repeat visit, warm service worker', '≤ 1.0× HTTP cache only', pwa, (r) => ({
      figure: `${ms(r.warmServiceWorker.median)}, ${times(r.warmToHttpCache)}`,
      met: r.warmToHttpCache <= 1,
    })),
    row('first switch to an area not yet loaded', '≤ 100 ms', app, (r) => {
      const slowest = Math.max(r.firstSwitch.toReady.median, r.firstSwitch.toStorage.median);
      // Judged on the bare click; the switch after the pointer rested on the link is shown beside.
      const pointed = r.firstSwitch.toPayAfterPointing;
      return {
        figure: `${ms(r.firstSwitch.toReady.median)} (ready), ${ms(r.firstSwitch.toStorage.median)} (storage)${pointed ? `; pointed at first: ${ms(pointed.median)}` : ''}`,
        met: slowest <= 100,
      };
    }),
    ...listRows(storage, 'storage-get, 10,000 files', (database, label) =>
      (database.lists || [])
        .filter((list) => /root|search/.test(list.case))
        .map((list) => {
          const search = /search/.test(list.case);
          const ratio = ratioOf(list.app, list.bare);
          const fresh = /nocache/.test(list.case) ? ', nocache' : '';
          return [
            `${label}: ${search ? 'search' : 'root'}${fresh}`,
            `${times(ratio)} bare Koa, p95 ${fixed(list.app.p95)} ms`,
            search ? 'ratio ≥ 0.5, p95 ≤ 30 ms' : 'ratio ≥ 0.5',
            ratio >= 0.5 && (!search || list.app.p95 <= 30) ? 'met' : 'NOT MET',
          ];
        }),
    ),
    ...listRows(docs, 'docs-get uncached', (database, label) =>
      (database.rows || [])
        .filter((entry) => /nocache/.test(entry.case))
        .map((entry) => {
          const ratio = ratioOf(entry.docs, entry.bare);
          return [
            `${label}: ${/search/.test(entry.case) ? 'search' : 'folder'}`,
            `${times(ratio)} bare Koa`,
            'ratio ≥ 0.5',
            ratio >= 0.5 ? 'met' : 'NOT MET',
          ];
        }),
    ),
    row(
      '30 exports at once through the app',
      '≤ 1.3× the render limit',
      generation && render ? { generation, render } : null,
      (r) => {
        // The render limit: each document's bare JPEG + PDF, all cores busy.
        const bare = r.render.bare.jpeg.median + r.render.bare.pdf.median;
        const limitMs = (r.generation.documents * bare) / r.render.cpus;
        const ratio = r.generation.wallMs / limitMs;
        // What bare Chromium itself reaches with the same documents at once (bench:render).
        const bareBurst = r.render.bareBurst
          ? `; bare Chromium, same ${r.render.bareBurst.documents} at once: ${times(r.render.bareBurst.wallMs / limitMs)}`
          : '';
        return {
          figure: `${fixed(r.generation.wallMs / 1000, 2)} s = ${times(ratio)} (limit ${fixed(limitMs / 1000, 2)} s${bareBurst})`,
          met: ratio <= 1.3,
        };
      },
    ),
    row('1,000 × 26 table painted (cold)', '≤ 500 ms', spreadsheet, (r) => ({
      figure: `${ms(median(r.big))} (30 rows: ${ms(median(r.small))})`,
      met: median(r.big) <= 500,
    })),
    row('workshop drag p95, 30 pictures', '≤ 1.1× the bare page', workshop, (r) => {
      const ratio = r.drag.editor.p95 / r.drag.bare.p95;
      return { figure: `${fixed(r.drag.editor.p95)} ms, ${times(ratio)}`, met: ratio <= 1.1 };
    }),
    // What must not regress while the others move.
    row('React copies in a tour of every area', '1', app, (r) => ({
      figure: String(r.tour.reactCopies),
      met: r.tour.reactCopies === 1,
    })),
    row('typing p95 in the document editor', '≤ 16 ms', typing, (r) => ({
      figure: `${fixed(r.editor.p95)} ms`,
      met: r.editor.p95 <= 16,
    })),
    row('one render (JPEG + PDF) against bare Chromium', '≤ 1.1×', render, (r) => {
      const ratio = r.warm.median / (r.bare.jpeg.median + r.bare.pdf.median);
      return { figure: times(ratio), met: ratio <= 1.1 };
    }),
  ];
  printTable(
    'Speed budgets (issue 34): this run against the targets',
    ['figure', 'now', 'target', ''],
    rows,
  );
  const count = (mark) => rows.filter((entry) => entry[3] === mark).length;
  console.log(
    `\n${count('met')} met, ${count('NOT MET')} not met, ${count('—')} not measured, of ${rows.length}.`,
  );
}

main();
