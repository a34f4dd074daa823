#!/usr/bin/env node
// Typing in the document editor (issue 5): a 3-page document open in /app/redactor/{id}/, keys
// typed one by one in headless Chromium; for each key, key press → next paint. Beside it, the same
// text in a bare contentEditable page served by the same backend, measured the same way in the
// same run. Then the autosave request that follows (size and time). Prints a table and writes
// bench/results/typing-latest.json. Never fails on time; exits 1 when the app cannot start.
//
//   npm run bench:typing -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                             short mode (CI): fewer keys
//
// How a key is timed: a capturing keydown listener notes performance.now() and the event's
// timeStamp; after the next requestAnimationFrame a message-channel task runs right after that
// frame's paint, and its time minus the key's timeStamp is the key → next paint latency. The
// Event Timing API (PerformanceObserver 'event') is recorded too, but Chromium reports only
// events of 16 ms and more (its minimum durationThreshold), so it counts the slow keys.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { startApp, launchChromium, newTeacherContext } = require('@gramota/app-harness');

const shortMode = Boolean(process.env.BENCH_RUNS) && Number(process.env.BENCH_RUNS) < 5;
const keys = shortMode ? 80 : 300;
const keyDelayMs = 40;
const target = { p95Ms: 16 };
const PARAGRAPHS = 50; // about three A4 pages of text below the template's title

const sentence =
  'Награждается ученик 5 «А» класса за отличную учёбу, активное участие в жизни школы и победу в олимпиаде.';

function threePagesRaw() {
  const blocks = Array.from({ length: PARAGRAPHS }, (_, index) => ({
    key: `b${index}`,
    type: 'unstyled',
    text: `${index + 1}. ${sentence}`,
    depth: 0,
    inlineStyleRanges: index % 10 === 0 ? [{ offset: 0, length: 12, style: 'BOLD' }] : [],
    entityRanges: [],
    data: {},
  }));
  return { blocks, entityMap: {} };
}

const baselineHtml = (text) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Typing baseline</title>
<link rel="icon" href="data:,">
<style>body{margin:0}#page{width:800px;margin:20px auto;padding:60px;box-sizing:border-box;font:16pt serif;line-height:1.2}p{margin:0}</style>
</head><body><div id="page" contenteditable="true">${text
  .map((line) => `<p>${line}</p>`)
  .join('')}</div></body></html>
`;

/** Installs the key → next paint recorder in the page (before its scripts run). */
function installRecorder() {
  window.__typing = { latencies: [], slowEvents: [] };
  document.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__typing.latencies.push(performance.now() - pressed);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'keyup')
          window.__typing.slowEvents.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: the rAF figures still stand.
  }
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

async function typeAndMeasure(page, clickTarget) {
  await page.evaluate(() => {
    window.__typing.latencies = [];
    window.__typing.slowEvents = [];
  });
  await clickTarget.click();
  await page.keyboard.press('End');
  // Keys of the US layout only: Playwright types other characters (Cyrillic) as text input
  // without key events, which the keydown recorder would not see.
  const text = 'abcde fghij klmno ';
  for (let index = 0; index < keys; index += 1)
    await page.keyboard.type(text[index % text.length], { delay: keyDelayMs });
  await page.waitForTimeout(300);
  const { latencies, slowEvents } = await page.evaluate(() => window.__typing);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    keys: latencies.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
    slowKeyEvents: slowEvents.filter((entry) => entry.name === 'keydown').length,
  };
}

async function main() {
  const raw = threePagesRaw();
  const app = await startApp({
    publicFiles: {
      'typing-baseline.html': baselineHtml(raw.blocks.map((block) => block.text)),
    },
  });
  // Frames on demand instead of at 60 Hz: otherwise every figure, the bare page's too, includes
  // up to 16.7 ms of waiting for the next vsync, whatever the page does (measured: a bare
  // contentEditable at p95 18.7 ms). Both pages run with the same switches.
  const vsync = process.env.BENCH_TYPING_VSYNC === '1';
  const browser = await launchChromium(
    vsync ? [] : ['--disable-gpu-vsync', '--disable-frame-rate-limit'],
  );
  try {
    const context = await newTeacherContext(browser);
    await context.addInitScript(installRecorder);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/app/docs/`);
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    // A document from the first catalogue template, then three pages of text saved into it.
    const docId = await page.evaluate(async (requestHeaders) => {
      const me = await (await fetch('/api/login-check/', { headers: requestHeaders })).json();
      const list = await (
        await fetch(`/api/templates-get/ru/0/${me.user_key}/`, { headers: requestHeaders })
      ).json();
      // types: category → group → id → card; a free A4 template of the first category will do.
      const templates = Object.values(list.types || {}).flatMap((groups) =>
        Object.values(groups).flatMap((cards) => Object.values(cards)),
      );
      const template =
        templates.find((card) => card.format === 'a4' && card.pro !== '1') || templates[0];
      const made = await (
        await fetch(`/api/create-doc/?template_id=${encodeURIComponent(template.id)}`, {
          headers: requestHeaders,
        })
      ).json();
      return made.doc;
    }, headers);
    if (!docId) throw new Error('could not create a document');
    const saved = await page.evaluate(
      async ({ id, content, requestHeaders }) => {
        const body = new URLSearchParams({
          content,
          font: 'Philosopher',
          padding: '120 100 100 100',
        });
        const response = await fetch(`/api/doc-set/${id}/`, {
          method: 'POST',
          headers: requestHeaders,
          body,
        });
        return response.status;
      },
      { id: docId, content: JSON.stringify(raw), requestHeaders: headers },
    );
    if (saved !== 200) throw new Error(`doc-set answered ${saved}`);

    // The editor, and the autosave request that follows the typing.
    const saves = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('/api/doc-set/')) return;
      const timing = request.timing();
      saves.push({
        bytes: Buffer.byteLength(request.postData() || ''),
        ms: timing.responseEnd,
      });
    });
    await page.goto(`${app.baseUrl}/app/redactor/${docId}/`);
    const surface = page.locator('[data-testid="doc-editor"] [contenteditable="true"]').first();
    await surface.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    // How many A4 pages the text fills at the editing width (1132 px each).
    const pageCount = await page.evaluate(() => {
      const content = document.querySelector('[data-testid="doc-editor"]');
      return content ? Math.max(1, Math.ceil(content.scrollHeight / 1132)) : 0;
    });
    const editorFigures = await typeAndMeasure(
      page,
      page.locator('[data-testid="doc-editor"] [data-block="true"]').last(),
    );
    await page.waitForTimeout(6500); // one autosave period and a little

    await page.goto(`${app.baseUrl}/data/typing-baseline.html`);
    const bareFigures = await typeAndMeasure(page, page.locator('#page p').last());

    const rows = [
      [`editor (draft-js, ${pageCount} pages)`, editorFigures],
      ['bare contentEditable, same text', bareFigures],
    ];
    console.log(
      `\nTyping latency, key press → next paint, ${keys} keys ${keyDelayMs} ms apart, ${PARAGRAPHS} paragraphs (${pageCount} A4 pages), frames ${vsync ? 'at 60 Hz vsync' : 'on demand (no vsync wait)'}; target p95 < ${target.p95Ms} ms`,
    );
    console.log(
      'case                              keys  median ms  p95 ms  max ms  keydown ≥16 ms',
    );
    for (const [name, figures] of rows)
      console.log(
        `${name.padEnd(34)}${String(figures.keys).padEnd(6)}${figures.median.toFixed(2).padEnd(11)}${figures.p95.toFixed(2).padEnd(8)}${figures.max.toFixed(1).padEnd(8)}${figures.slowKeyEvents}`,
      );
    console.log(
      `editor p95 / bare p95: ${(editorFigures.p95 / bareFigures.p95).toFixed(2)}; target ${editorFigures.p95 < target.p95Ms ? 'met' : 'not met'}`,
    );
    const autosave = saves[saves.length - 1];
    console.log(
      autosave
        ? `autosave after typing: ${(autosave.bytes / 1024).toFixed(1)} kB request body, ${autosave.ms.toFixed(1)} ms request → response end (${saves.length} save(s))`
        : 'autosave after typing: no doc-set request seen',
    );
    const results = {
      when: new Date().toISOString(),
      keys,
      keyDelayMs,
      paragraphs: PARAGRAPHS,
      pages: pageCount,
      vsync,
      editor: editorFigures,
      bare: bareFigures,
      autosave: autosave || null,
      target,
    };
    const out = path.join(__dirname, 'results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'typing-latest.json'), JSON.stringify(results, null, 2));
    console.log('\nWritten to results/typing-latest.json');
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
