#!/usr/bin/env node
// Figures for the composed app: download sizes, cold load of My documents against a bare page
// served by the same backend, first area switches, React copies. Prints a table and writes
// bench/results/latest.json. Never fails on time; exits 1 only when the app cannot start.
//
//   npm run bench               (after npx lerna run build)
//   BENCH_RUNS=3 npm run bench  (fewer runs per timing; default 5)
'use strict';

const { printTable } = require('./lib/print-table');

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const {
  startApp,
  repoRoot,
  launchChromium,
  newTeacherContext,
  collectScripts,
  countReactCopies,
  readSharedPackage,
} = require('@gramota/app-harness');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '5', 10) || 5);
const areas = ['docs', 'ready', 'storage', 'redactor', 'spreadsheet', 'workshop', 'pay'];
const sidebarPages = ['docs', 'templates', 'ready', 'storage', 'drive', 'workshop', 'pay'];
// The budgets every area keeps (DEVELOPERS.md): a cold /app/docs/ loads at most 150 kB of JS
// (gzip) and paints within 300 ms. Printed beside the figures, never asserted.
const shellPlusDocsTargetBytes = 150 * 1024;
const coldLoadTargetMs = 300;
const timeoutMs = 60_000;

const baselineHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Baseline — Gramota</title>
<link rel="icon" href="data:,"></head>
<body><main data-area="baseline"><h1>My documents</h1></main></body></html>
`;

// ---------------------------------------------------------------------------------------------
// Sizes

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function fileSizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = fs.readFileSync(file);
    raw += content.length;
    gzip += gzipSize(content);
  }
  return { files: files.map((file) => path.relative(repoRoot, file)), raw, gzip };
}

/** The JS files shell/dist/index.html loads by itself (script tags, publicPath /shell/). */
function shellEntryFiles() {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)) {
    const src = match[1].split(/[?#]/)[0];
    if (/^(https?:)?\/\//.test(src)) continue;
    const relative = src.replace(/^\/shell\//, '').replace(/^\.?\//, '');
    files.push(path.join(dist, relative));
  }
  return files;
}

/** remoteEntry.js plus the sync JS of every exposed module, as listed in mf-manifest.json. */
function areaInitialFiles(area) {
  const dist = path.join(repoRoot, `mf-${area}`, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData && manifest.metaData.remoteEntry;
  const names = new Set();
  if (entry) names.add(path.posix.join(entry.path || '', entry.name || 'remoteEntry.js'));
  for (const exposed of manifest.exposes || []) {
    for (const file of (exposed.assets && exposed.assets.js && exposed.assets.js.sync) || []) {
      names.add(file);
    }
  }
  return [...names].map((name) => path.join(dist, name));
}

function measureSizes() {
  const shell = fileSizes(shellEntryFiles());
  const byArea = {};
  for (const area of areas) byArea[area] = fileSizes(areaInitialFiles(area));
  return { shell, areas: byArea, shellPlusDocsGzip: shell.gzip + byArea.docs.gzip };
}

// ---------------------------------------------------------------------------------------------
// Timings in the browser

/**
 * Runs in the page before any of its scripts: notes when an element matching the selector
 * first appears, and takes the time in the next animation frame (the frame that paints it).
 */
function watchFirstPaintOf(selector) {
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
  observer.observe(document, { childList: true, subtree: true });
}

/** Cold load in a new context (empty cache, no cookies): ms from navigation start to paint. */
async function coldLoad(browser, url, selector) {
  const context = await newTeacherContext(browser);
  try {
    await context.addInitScript(watchFirstPaintOf, selector);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const handle = await page.waitForFunction(() => window.__benchPaintMs, null, {
      timeout: timeoutMs,
    });
    return Number(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

/** In the page: click a sidebar entry and resolve with ms until the target heading is painted. */
function clickAndTimeArea(target) {
  return new Promise((resolve, reject) => {
    const selector = `[data-area="${target}"] h1`;
    const link = document.querySelector(`nav[data-testid="sidebar"] a[data-page="${target}"]`);
    if (!link) {
      reject(new Error(`no sidebar link for ${target}`));
      return;
    }
    const start = performance.now();
    const timer = setTimeout(() => reject(new Error(`${selector} did not appear`)), 60_000);
    const done = () => {
      if (!document.querySelector(selector)) return false;
      observer.disconnect();
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve(performance.now() - start);
      });
      return true;
    };
    const observer = new MutationObserver(done);
    observer.observe(document, { childList: true, subtree: true });
    link.click();
    done();
  });
}

async function firstSwitches(browser, baseUrl) {
  const context = await newTeacherContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/docs/`, { timeout: timeoutMs });
    await page.locator('[data-area="docs"] h1').first().waitFor({ timeout: timeoutMs });
    const ready = await page.evaluate(clickAndTimeArea, 'ready');
    const storage = await page.evaluate(clickAndTimeArea, 'storage');
    // As a person does it with a mouse: the pointer rests on the link a moment before the click
    // (the shell starts the area's download then, area-loader.ts preloadAreasOnIntent).
    await page.hover('nav[data-testid="sidebar"] a[data-page="pay"]');
    await page.waitForTimeout(300);
    const pay = await page.evaluate(clickAndTimeArea, 'pay');
    return { ready, storage, pay };
  } finally {
    await context.close();
  }
}

/** Every sidebar area in one page; JS downloaded; React copies by content and in MF's share scope. */
async function reactTour(browser, baseUrl) {
  // Counts what the network delivers: the service worker would answer later areas' scripts from
  // its cache, which the browser reports without a body (bench:pwa measures the worker).
  const context = await newTeacherContext(browser, { serviceWorkers: 'block' });
  try {
    const downloads = collectScripts(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/docs/`, { timeout: timeoutMs });
    await page.locator('[data-area="docs"] h1').first().waitFor({ timeout: timeoutMs });
    const docsScripts = await downloads.scripts();
    // What really crossed the wire (shows whether the server compresses).
    const docsJsOnWire = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    for (const area of sidebarPages.slice(1)) {
      await page.evaluate(clickAndTimeArea, area);
    }
    const shared = await readSharedPackage(page, 'react');
    const unique = new Map((await downloads.scripts()).map((s) => [s.url, s.body]));
    const docsUnique = new Map(docsScripts.map((s) => [s.url, s.body]));
    return {
      reactCopies: countReactCopies([...unique.values()]),
      reactVersionsLoaded: shared.loadedVersions,
      jsFiles: unique.size,
      jsGzip: [...unique.values()].reduce((sum, body) => sum + gzipSize(body), 0),
      docsColdJsFiles: docsUnique.size,
      docsColdJsGzip: [...docsUnique.values()].reduce((sum, body) => sum + gzipSize(body), 0),
      // Each file of the cold load, largest first: where the next kilobytes are.
      docsColdJsByFile: [...docsUnique.entries()]
        .map(([url, body]) => ({ file: new URL(url).pathname, gzip: gzipSize(body) }))
        .sort((a, b) => b.gzip - a.gzip),
      docsJsOnWire,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Statistics and printing

function summary(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

async function repeat(label, count, measure) {
  const values = [];
  const errors = [];
  for (let run = 0; run < count; run += 1) {
    try {
      values.push(await measure());
    } catch (error) {
      errors.push(String(error && error.message ? error.message : error).split('\n')[0]);
    }
  }
  if (errors.length) console.warn(`  ${label}: ${errors.length} failed run(s): ${errors[0]}`);
  return values;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const required = [
    'backend/dist/server.js',
    'shell/dist/index.html',
    ...areas.map((area) => `mf-${area}/dist/mf-manifest.json`),
  ];
  const missing = required.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  if (missing.length) {
    console.error(`Build the app first (npx lerna run build). Missing: ${missing.join(', ')}`);
    process.exit(1);
  }

  const results = { runs, when: new Date().toISOString(), node: process.version };

  results.sizes = measureSizes();
  const { sizes } = results;
  printTable(
    'Initial JS (gzip -9)',
    ['what', 'files', 'raw', 'gzip'],
    [
      [
        'shell entry (index.html scripts)',
        sizes.shell.files.length,
        kb(sizes.shell.raw),
        kb(sizes.shell.gzip),
      ],
      ...areas.map((area) => {
        const size = sizes.areas[area];
        return [
          `mf-${area} (remoteEntry + exposed sync js)`,
          size.files.length,
          kb(size.raw),
          kb(size.gzip),
        ];
      }),
      [
        `shell + docs entries only (shared chunks: see Downloads)`,
        '',
        '',
        kb(sizes.shellPlusDocsGzip),
      ],
    ],
  );

  let app;
  try {
    app = await startApp({
      publicFiles: { 'bench-baseline.html': baselineHtml },
      env: { LOG_LEVEL: 'silent' },
    });
  } catch (error) {
    console.error(`The app could not start: ${error.message}`);
    process.exit(1);
  }
  const browser = await launchChromium();
  try {
    const baselineUrl = `${app.baseUrl}/data/bench-baseline.html`;
    const docsUrl = `${app.baseUrl}/app/docs/`;
    const baselineSelector = '[data-area="baseline"] h1';
    const docsSelector = '[data-area="docs"] h1';

    // One unmeasured load of each warms the server (file cache, JIT), not the browser.
    await coldLoad(browser, baselineUrl, baselineSelector).catch(() => undefined);
    await coldLoad(browser, docsUrl, docsSelector).catch(() => undefined);

    const baselineRuns = [];
    const docsRuns = [];
    for (let run = 0; run < runs; run += 1) {
      // Interleaved so that a slow moment of the machine hits both series alike.
      baselineRuns.push(
        ...(await repeat('baseline', 1, () => coldLoad(browser, baselineUrl, baselineSelector))),
      );
      docsRuns.push(...(await repeat('docs', 1, () => coldLoad(browser, docsUrl, docsSelector))));
    }
    const baseline = summary(baselineRuns);
    const docs = summary(docsRuns);
    results.coldLoad = {
      baseline,
      docs,
      ratio: docs.median / baseline.median,
      baselineRuns,
      docsRuns,
    };

    const switchRuns = await repeat('first switches', runs, () =>
      firstSwitches(browser, app.baseUrl),
    );
    const toReady = summary(switchRuns.map((run) => run.ready));
    const toStorage = summary(switchRuns.map((run) => run.storage));
    const toPayAfterPointing = summary(switchRuns.map((run) => run.pay));
    results.firstSwitch = { toReady, toStorage, toPayAfterPointing };

    printTable(
      `Timings (median of ${runs}, new browser context each run; ms from navigation start / click to the heading painted)`,
      ['what', 'median', 'min', 'max', 'ratio'],
      [
        [
          'bare page /data/bench-baseline.html',
          ms(baseline.median),
          ms(baseline.min),
          ms(baseline.max),
          '1.0',
        ],
        [
          `cold load /app/docs/ to "My documents" (target ${coldLoadTargetMs} ms)`,
          ms(docs.median),
          ms(docs.min),
          ms(docs.max),
          `${results.coldLoad.ratio.toFixed(1)}x baseline`,
        ],
        [
          'first switch docs -> ready (sidebar click)',
          ms(toReady.median),
          ms(toReady.min),
          ms(toReady.max),
          '',
        ],
        [
          'first switch ready -> storage (sidebar click)',
          ms(toStorage.median),
          ms(toStorage.min),
          ms(toStorage.max),
          '',
        ],
        [
          'first switch storage -> pay, pointer on the link 300 ms before the click',
          ms(toPayAfterPointing.median),
          ms(toPayAfterPointing.min),
          ms(toPayAfterPointing.max),
          '',
        ],
      ],
    );

    try {
      results.tour = await reactTour(browser, app.baseUrl);
      const tour = results.tour;
      printTable(
        'Downloads',
        ['what', 'value'],
        [
          [
            `shell + docs initial JS: all a cold /app/docs/ downloads (gzip -9; target ${kb(shellPlusDocsTargetBytes)})`,
            `${tour.docsColdJsFiles} files, ${kb(tour.docsColdJsGzip)} (${((100 * tour.docsColdJsGzip) / shellPlusDocsTargetBytes).toFixed(0)}% of target)`,
          ],
          [
            'same, bytes on the wire as the server sends them',
            `${kb(tour.docsJsOnWire)}${tour.docsJsOnWire > 1.5 * tour.docsColdJsGzip ? ' (not compressed?)' : ''}`,
          ],
          [
            'JS downloaded visiting every sidebar area (gzip -9)',
            `${tour.jsFiles} files, ${kb(tour.jsGzip)}`,
          ],
          ['React copies downloaded (target 1)', tour.reactCopies],
          [
            'React versions loaded in MF share scope',
            tour.reactVersionsLoaded.join(', ') || 'none found',
          ],
        ],
      );
      printTable(
        'A cold /app/docs/, file by file (gzip -9, largest first)',
        ['file', 'gzip'],
        tour.docsColdJsByFile.map((entry) => [entry.file, kb(entry.gzip)]),
      );
    } catch (error) {
      console.warn(`React tour failed: ${error.message.split('\n')[0]}`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }

  const resultsDir = path.join(__dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
