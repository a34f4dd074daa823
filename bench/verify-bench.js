#!/usr/bin/env node
// The public verification page (issue 35) as a stranger's phone opens it: the built app on its
// embedded database, a PRO account's verifiable certificate made through the API, then GET
// /v/{id} one request at a time on one connection, time to first byte (the answer's headers),
// median and p95, beside the same app's cheapest API answer (login-check) timed alternately in
// the same run. Writes bench/results/verify-latest.json. Never fails on time; exits 1 when the
// page does not say the file is valid.
//
//   npm run bench:verify -w @gramota/bench      (after npx lerna run build; BENCH_RUNS, default 300)
'use strict';

const { startApp } = require('@gramota/app-harness');
const { verifyApiPaths } = require('@gramota/contracts');
const { printTable, fixed, writeResults } = require('./lib/print-table');
const { visitor, grantLicence, CSRF } = require('./lib/api-visitor');

const runs = Math.max(20, Number.parseInt(process.env.BENCH_RUNS || '300', 10) || 300);
const TEMPLATE = 'ru:302:0';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Milliseconds from the request to its headers; the body is read to its end after. */
async function ttfb(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const at = performance.now() - started;
  const body = await response.text();
  return { ms: at, status: response.status, body };
}

async function main() {
  const app = await startApp({ env: { LOG_LEVEL: 'warn' } });
  try {
    const call = visitor(app.baseUrl);
    await grantLicence(app, call);
    const { doc } = await call(`/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`);
    await call(verifyApiPaths.choice(doc), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ on: true, place: 'bottom-right', qr: true }),
    });
    const made = await call(`/api/creator/${doc}/export/`, { method: 'POST' });
    for (;;) {
      const status = await call(`/api/get-status-creator/${doc}/${made.doc}/`);
      if (status.status === 'ready') break;
      if (status.status === 'error') throw new Error(status.error_text);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { files } = await call(verifyApiPaths.files({ readyIds: [Number(made.doc)] }));
    const page = `${app.baseUrl}/v/${files[0].id}`;
    const bare = `${app.baseUrl}/api/login-check/`;
    const pageTimes = [];
    const bareTimes = [];
    for (let i = 0; i < runs + 10; i += 1) {
      const one = await ttfb(page, { 'Accept-Language': 'ru' });
      if (one.status !== 200 || !one.body.includes('data-status="valid"'))
        throw new Error(`/v/ answered ${one.status}`);
      const base = await ttfb(bare, CSRF);
      // The first ten warm the connection and the statement caches.
      if (i >= 10) {
        pageTimes.push(one.ms);
        bareTimes.push(base.ms);
      }
    }
    const results = {
      when: new Date().toISOString(),
      runs,
      page: { median: percentile(pageTimes, 50), p95: percentile(pageTimes, 95) },
      bare: { median: percentile(bareTimes, 50), p95: percentile(bareTimes, 95) },
    };
    printTable(
      `Verification page /v/{id}, time to first byte, one connection, ${runs} requests (built app, SQLite)`,
      ['case', 'median ms', 'p95 ms', 'ratio to bare (median)'],
      [
        [
          'GET /v/{id} (status, what was issued, the form)',
          fixed(results.page.median, 2),
          fixed(results.page.p95, 2),
          fixed(results.page.median / results.bare.median, 2),
        ],
        [
          'bare: GET /api/login-check/ of the same app',
          fixed(results.bare.median, 2),
          fixed(results.bare.p95, 2),
          '1.00',
        ],
      ],
    );
    writeResults('verify', results);
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
