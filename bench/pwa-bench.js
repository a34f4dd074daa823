#!/usr/bin/env node
// Installable app (issue 18): how much a warm service worker speeds up a repeat visit. For each
// run, a new browser profile loads /app/docs/ cold (no cache, no worker), waits until the worker
// controls the page and has kept the visit's files, then loads it again (warm worker). A third
// series repeats the visit in a profile whose service workers are blocked (the HTTP cache alone),
// so the worker's own share is visible. Time: navigation start to My documents' heading painted.
// Prints medians and ratios, writes bench/results/pwa-latest.json. Never fails on time; exits 1
// only when the app cannot start or a load fails.
//
//   npm run bench:pwa -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                          short mode (CI)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { startApp, launchChromium, newTeacherContext } = require('@gramota/app-harness');
const { printTable, fixed } = require('./lib/print-table');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '5', 10) || 5);
const timeoutMs = 60_000;
const HEADING = '[data-area="docs"] h1';

/** Loads the page and answers ms from its navigation start to the heading on screen. */
async function timedLoad(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    HEADING,
    { polling: 'raf', timeout: timeoutMs },
  );
  return handle.jsonValue();
}

async function waitForKeptVisit(page) {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null &&
      document.documentElement.dataset.offlineReady === 'true',
    undefined,
    { timeout: timeoutMs },
  );
}

/**
 * A repeat visit, two ways: the same tab loading the address again (the renderer's in-memory
 * cache still holds the scripts, which only a page no worker controls may use), and a new tab
 * after the first one is closed (the teacher coming back later: disk cache and worker only).
 */
async function repeats(context, url, settle) {
  const first = await context.newPage();
  const cold = await timedLoad(first, url);
  await settle(first);
  const sameTab = await timedLoad(first, url);
  await first.close();
  const later = await context.newPage();
  const newTab = await timedLoad(later, url);
  return { cold, sameTab, newTab };
}

/** One profile: cold load, then (worker ready) the repeat visits with the warm worker. */
async function coldThenWarm(browser, url) {
  const context = await newTeacherContext(browser);
  try {
    return await repeats(context, url, waitForKeptVisit);
  } finally {
    await context.close();
  }
}

/** One profile without service workers: cold load, then the repeats from the HTTP cache only. */
async function repeatWithoutWorker(browser, url) {
  const context = await newTeacherContext(browser, { serviceWorkers: 'block' });
  try {
    // As long as the other series waits for its worker, so the server is equally idle.
    return await repeats(context, url, (page) => page.waitForTimeout(500));
  } finally {
    await context.close();
  }
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: values };
}

async function main() {
  let app;
  try {
    app = await startApp({ env: { LOG_LEVEL: 'silent' } });
  } catch (error) {
    console.error(`The app could not start: ${error.message}`);
    process.exit(1);
  }
  const browser = await launchChromium();
  const url = `${app.baseUrl}/app/docs/`;
  try {
    // One unmeasured round warms the server (file cache, JIT), not the browsers.
    await coldThenWarm(browser, url);
    const cold = [];
    const warm = [];
    const httpCacheOnly = [];
    const warmNewTab = [];
    const httpCacheOnlyNewTab = [];
    for (let run = 0; run < runs; run += 1) {
      // Interleaved so that a slow moment of the machine hits every series alike.
      const worker = await coldThenWarm(browser, url);
      cold.push(worker.cold);
      warm.push(worker.sameTab);
      warmNewTab.push(worker.newTab);
      const plain = await repeatWithoutWorker(browser, url);
      httpCacheOnly.push(plain.sameTab);
      httpCacheOnlyNewTab.push(plain.newTab);
    }
    const results = {
      when: new Date().toISOString(),
      node: process.version,
      runs,
      cold: summary(cold),
      warmServiceWorker: summary(warm),
      repeatHttpCacheOnly: summary(httpCacheOnly),
      warmServiceWorkerNewTab: summary(warmNewTab),
      repeatHttpCacheOnlyNewTab: summary(httpCacheOnlyNewTab),
    };
    results.warmToCold = results.warmServiceWorker.median / results.cold.median;
    results.warmToHttpCache = results.warmServiceWorker.median / results.repeatHttpCacheOnly.median;
    results.warmToHttpCacheNewTab =
      results.warmServiceWorkerNewTab.median / results.repeatHttpCacheOnlyNewTab.median;
    const row = (label, series) => [
      label,
      fixed(series.median),
      fixed(series.min),
      fixed(series.max),
      fixed(series.median / results.cold.median, 2),
    ];

    printTable(
      `/app/docs/ load, navigation start to the heading painted (median of ${runs}, new profile each run)`,
      ['visit', 'median ms', 'min', 'max', 'ratio to cold'],
      [
        [
          'cold (first visit)',
          fixed(results.cold.median),
          fixed(results.cold.min),
          fixed(results.cold.max),
          '1.00',
        ],
        row('repeat in the same tab, warm service worker', results.warmServiceWorker),
        row(
          'repeat in the same tab, HTTP cache only (workers blocked)',
          results.repeatHttpCacheOnly,
        ),
        row('repeat in a new tab, warm service worker', results.warmServiceWorkerNewTab),
        row('repeat in a new tab, HTTP cache only', results.repeatHttpCacheOnlyNewTab),
      ],
    );
    console.log(`\n  warm worker / cold: ${fixed(results.warmToCold, 2)}`);
    console.log(`  warm worker / HTTP cache only, same tab: ${fixed(results.warmToHttpCache, 2)}`);
    console.log(
      `  warm worker / HTTP cache only, new tab: ${fixed(results.warmToHttpCacheNewTab, 2)}`,
    );
    const out = path.join(__dirname, 'results', 'pwa-latest.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  } catch (error) {
    console.error(`A load failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

main();
