#!/usr/bin/env node
// The workshop (issue 16), on the built app with its embedded database:
//  1. dragging a picture in the canvas editor holding a template with 30 pictures: pointer move →
//     next paint (median, p95; target p95 < 16 ms), against a bare page of 30 absolutely placed
//     pictures dragged the same way, measured in the same run with the same browser switches;
//  2. the JavaScript (gzip) a cold visit downloads: My templates (/app/workshop/) and the editor
//     (/app/workshop/redactor/{id}/);
//  3. which first loads hold a heavy library (Konva, draft-js, x-data-spreadsheet): Konva must be
//     in the workshop editor's only.
// Writes bench/results/workshop-latest.json. Never fails on time; exits 1 when a run fails.
//
//   npm run bench:workshop -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                                (drags per page; default 6)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { printTable, fixed } = require('./lib/print-table');
const {
  backendRequire,
  collectScripts,
  launchChromium,
  newTeacherContext,
  repoRoot,
  startApp,
} = require('@gramota/app-harness');
const { grantLicenceTo } = require('./lib/api-visitor');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '6', 10) || 6);
const PICTURES = 30;
const DRAG_STEPS = 60;
const DRAG_STEP_PX = 3;
const TARGET_P95_MS = 16;
const TIMEOUT_MS = 120_000;
const sharp = backendRequire('sharp');
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Markers each heavy library leaves in its minified code (checked on the built bundles). */
const HEAVY = {
  konva: /Konva warning|Konva error/,
  'draft-js': /DraftEditor/,
  'x-data-spreadsheet': /x-spreadsheet/,
};

const PICTURE_SIZE = 120;
const picturePlace = (index) => ({
  x: 40 + (index % 6) * 120,
  y: 260 + Math.floor(index / 6) * 150,
});

/** The bare page: 30 pictures placed absolutely, one dragged by pointer events (transform). */
const baselineHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drag baseline</title>
<link rel="icon" href="data:,">
<style>body{margin:0}#page{position:relative;width:800px;height:1132px;background:#fff}
img{position:absolute;width:${PICTURE_SIZE}px;height:${PICTURE_SIZE}px;user-select:none}</style>
</head><body><div id="page"></div><script src="/data/drag-baseline.js"></script></body></html>
`;

/** The bare page's script (a file of its own: the site's CSP allows no inline script). */
const baselineScript = `
const page = document.getElementById('page');
for (let i = 0; i < ${PICTURES}; i++) {
  const img = document.createElement('img');
  img.src = '/data/bench-picture.png';
  img.draggable = false;
  img.style.left = (40 + (i % 6) * 120) + 'px';
  img.style.top = (260 + Math.floor(i / 6) * 150) + 'px';
  page.appendChild(img);
}
let dragged = null, start = null;
page.addEventListener('pointerdown', (e) => {
  if (e.target.tagName !== 'IMG') return;
  dragged = e.target; start = { x: e.clientX, y: e.clientY };
});
window.addEventListener('pointermove', (e) => {
  if (!dragged) return;
  dragged.style.transform = 'translate(' + (e.clientX - start.x) + 'px,' + (e.clientY - start.y) + 'px)';
});
window.addEventListener('pointerup', () => { dragged = null; });
`;

/** Runs in the page before its scripts: pointer move → the paint after it. */
function installRecorder() {
  window.__drag = { latencies: [] };
  document.addEventListener(
    'pointermove',
    (event) => {
      if (!event.buttons) return;
      const moved = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__drag.latencies.push(performance.now() - moved);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Drags from each point `DRAG_STEPS` steps right and down, then back; the latencies measured. */
async function dragAndMeasure(page, points) {
  await page.evaluate(() => {
    window.__drag.latencies = [];
  });
  for (const point of points) {
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    for (let step = 1; step <= DRAG_STEPS; step++)
      await page.mouse.move(point.x + step * DRAG_STEP_PX, point.y + step * DRAG_STEP_PX);
    for (let step = DRAG_STEPS - 1; step >= 0; step--)
      await page.mouse.move(point.x + step * DRAG_STEP_PX, point.y + step * DRAG_STEP_PX);
    await page.mouse.up();
    // Let the drag's end (history, autosave timer) settle before the next one.
    await page.waitForTimeout(100);
  }
  const latencies = await page.evaluate(() => window.__drag.latencies);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    moves: sorted.length,
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
}

/** In the page: a signed-in teacher with a workshop plan and an A4 template of 30 pictures. */
async function prepareTemplate(page, app) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const email = `bench-${Date.now()}@school.test`;
  await page.evaluate(
    async ({ requestHeaders, email }) => {
      const form = { ...requestHeaders, 'Content-Type': 'application/x-www-form-urlencoded' };
      const body = new URLSearchParams({ email, pwd: 'correct horse battery', name: 'Bench' });
      const answer = await fetch('/api/login-reg/', { method: 'POST', headers: form, body });
      if (!answer.ok) throw new Error(`login-reg: ${answer.status}`);
    },
    { requestHeaders: headers, email },
  );
  grantLicenceTo(app, email, 'workshop');
  const picture = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 4,
      background: { r: 200, g: 40, b: 60, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  return page.evaluate(
    async ({ requestHeaders, png, count, size }) => {
      const json = async (response) => {
        if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
        return response.json();
      };
      const form = { ...requestHeaders, 'Content-Type': 'application/x-www-form-urlencoded' };
      const made = await json(
        await fetch('/api/workshop-template-new/', {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({ format: 'a4', name: 'Bench template' }),
        }),
      );
      const upload = new FormData();
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      upload.append('file', new Blob([bytes], { type: 'image/png' }), 'emblem.png');
      const stored = await json(
        await fetch('/api/workshop-upload/picture/', {
          method: 'POST',
          headers: requestHeaders,
          body: upload,
        }),
      );
      if (stored.status !== 'ok') throw new Error(`upload: ${JSON.stringify(stored)}`);
      const text = await (
        await fetch(`/api/workshop-template-get/${made.data_id}/`, { headers: requestHeaders })
      ).text();
      const data = JSON.parse(text.slice(0, text.indexOf('\n<!--')));
      const scene = JSON.parse(data.content);
      scene.pictures = Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        kind: 'uploaded',
        src: stored.img,
        qr: null,
        aspect: 1,
        width: size,
        posx: 40 + (index % 6) * 120,
        posy: 260 + Math.floor(index / 6) * 150,
        opacity: 100,
        rotate: 0,
        zindex: index + 1,
      }));
      const margins = Object.values(scene.frame.margins).join(',');
      await json(
        await fetch(`/api/workshop-template-set/${made.data_id}/?maket_id=${scene.maket}`, {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({ content: JSON.stringify(scene), margins }),
        }),
      );
      return made.data_id;
    },
    {
      requestHeaders: headers,
      png: picture.toString('base64'),
      count: PICTURES,
      size: PICTURE_SIZE,
    },
  );
}

/** Screen points at the centres of the first pictures, from the stage's box and scale. */
async function pictureCentres(page, selector, count) {
  const box = await page.locator(selector).first().boundingBox();
  const scale = box.width / 800;
  return Array.from({ length: count }, (_, index) => {
    const place = picturePlace(index * 7);
    return {
      x: box.x + (place.x + PICTURE_SIZE / 2) * scale,
      y: box.y + (place.y + PICTURE_SIZE / 2) * scale,
    };
  });
}

/** A cold visit: the JS downloaded until `selector` shows, and which heavy libraries it held. */
async function coldVisit(browser, url, selector, cookies) {
  const context = await newTeacherContext(browser);
  try {
    if (cookies) await context.addCookies(cookies);
    const downloads = collectScripts(context);
    const page = await context.newPage();
    await page.goto(url, { timeout: TIMEOUT_MS });
    await page.locator(selector).first().waitFor({ timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    const scripts = await downloads.scripts();
    const unique = new Map(scripts.map((script) => [script.url, script.body]));
    const bodies = [...unique.values()];
    const heavy = Object.entries(HEAVY)
      .filter(([, marker]) => bodies.some((body) => marker.test(body.toString('utf8'))))
      .map(([name]) => name);
    const own = [...unique]
      .filter(([url]) => url.includes('/mf/workshop/'))
      .reduce((sum, [, body]) => sum + gzipSize(body), 0);
    return {
      files: unique.size,
      gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
      areaGzip: own,
      heavy,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const pictureFile = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 4,
      background: { r: 200, g: 40, b: 60, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  const app = await startApp({
    publicFiles: {
      'drag-baseline.html': baselineHtml,
      'drag-baseline.js': baselineScript,
      'bench-picture.png': pictureFile,
    },
  });
  const browser = await launchChromium(['--disable-gpu-vsync', '--disable-frame-rate-limit']);
  const results = {};
  try {
    const context = await newTeacherContext(browser);
    await context.addInitScript(installRecorder);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    // Signed up from a page that makes no API calls of its own: the app's first visit answers
    // login-check with an anonymous session cookie, and when that answer lands after
    // login-reg's it replaces the teacher's session (a 401 in the fresh-clone CI).
    await page.goto(`${app.baseUrl}/data/drag-baseline.html`);
    const templateId = await prepareTemplate(page, app);
    const editorUrl = `${app.baseUrl}/app/workshop/redactor/${templateId}/`;
    const stage = '[data-testid="workshop-stage"]';

    const editor = [];
    const bare = [];
    const baselinePage = await context.newPage();
    await baselinePage.setViewportSize({ width: 1400, height: 1000 });
    await baselinePage.goto(`${app.baseUrl}/data/drag-baseline.html`);
    await baselinePage
      .locator('#page img')
      .nth(PICTURES - 1)
      .waitFor();
    await baselinePage.waitForLoadState('load');
    await page.goto(editorUrl);
    await page.locator(stage).first().waitFor({ timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    for (let run = 0; run < runs; run++) {
      // The editor and the bare page take turns, so both meet the same machine load.
      editor.push(await dragAndMeasure(page, await pictureCentres(page, stage, 3)));
      bare.push(await dragAndMeasure(baselinePage, await pictureCentres(baselinePage, '#page', 3)));
    }
    const summarise = (list) => ({
      moves: list.reduce((sum, figure) => sum + figure.moves, 0),
      median: percentile(
        list.map((figure) => figure.median).sort((a, b) => a - b),
        0.5,
      ),
      p95: percentile(
        list.map((figure) => figure.p95).sort((a, b) => a - b),
        0.5,
      ),
      max: Math.max(...list.map((figure) => figure.max)),
    });
    results.drag = { editor: summarise(editor), bare: summarise(bare) };
    const cookies = await context.cookies();

    // Cold visits: My templates, the editor, and every other area's first page.
    results.loads = {};
    const visits = [
      ['My templates', `${app.baseUrl}/app/workshop/`, '[data-area] h1'],
      ['Template editor', editorUrl, stage],
      ['My documents', `${app.baseUrl}/app/docs/`, '[data-area] h1'],
      ['Templates', `${app.baseUrl}/app/templates/`, '[data-area] h1'],
      ['Ready files', `${app.baseUrl}/app/ready/`, '[data-area] h1'],
      ['Storage', `${app.baseUrl}/app/storage/`, '[data-area] h1'],
      ['Pay', `${app.baseUrl}/app/pay/`, '[data-area] h1'],
    ];
    for (const [name, url, selector] of visits)
      results.loads[name] = await coldVisit(browser, url, selector, cookies);
  } finally {
    await browser.close();
    await app.stop();
  }

  const { drag, loads } = results;
  printTable(
    `\nDragging a picture, pointer move → next paint, ${runs} runs × 3 drags × ${2 * DRAG_STEPS} moves; ${PICTURES} pictures; frames on demand (no vsync wait); target p95 < ${TARGET_P95_MS} ms`,
    ['page', 'moves', 'median ms', 'p95 ms', 'max ms', 'p95 / bare'],
    [
      [
        'workshop editor (react-konva)',
        drag.editor.moves,
        fixed(drag.editor.median),
        fixed(drag.editor.p95),
        fixed(drag.editor.max),
        `${fixed(drag.editor.p95 / drag.bare.p95, 2)}×`,
      ],
      [
        'bare page (30 <img>, transform)',
        drag.bare.moves,
        fixed(drag.bare.median),
        fixed(drag.bare.p95),
        fixed(drag.bare.max),
        '1.00×',
      ],
    ],
  );
  printTable(
    '\nCold visits: JavaScript downloaded (gzip) and the heavy libraries in it (Konva belongs to the template editor only)',
    ['page', 'JS files', 'JS gzip', 'workshop area part', 'heavy libraries'],
    Object.entries(loads).map(([name, load]) => [
      name,
      load.files,
      kb(load.gzip),
      kb(load.areaGzip),
      load.heavy.join(', ') || '—',
    ]),
  );
  const konvaElsewhere = Object.entries(loads)
    .filter(([name, load]) => name !== 'Template editor' && load.heavy.includes('konva'))
    .map(([name]) => name);
  console.log(
    konvaElsewhere.length === 0
      ? '\nKonva is in no first load but the template editor’s.'
      : `\nKonva is also in the first load of: ${konvaElsewhere.join(', ')} (budget broken).`,
  );
  const out = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'workshop-latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, ...results, konvaElsewhere }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
