#!/usr/bin/env node
// The render engine (backend/src/modules/render): a warm render of one A4 document to a 300 dpi
// JPEG + WebP thumbnail + PDF, median and p95 over N runs, beside a bare Chromium screenshot of
// the same composed HTML at the same scale in the same run (and a bare page.pdf), then 30 renders
// submitted at once through the engine's pool (documents per second). Prints a table and writes
// bench/results/render-latest.json. Never fails on time; exits 1 only when Chromium is missing or
// a render fails.
//
//   npm run bench:render -w @gramota/bench    (uses backend/dist when it holds the module,
//                                             else the TypeScript sources through @swc/core)
//   BENCH_RUNS=5 ...                          short mode (CI): 5 runs instead of 30
//   BENCH_RENDER_POOL=3 ...                   pool size (default: the engine's, 2)
'use strict';

const { printTable, fixed } = require('./lib/print-table');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { launchChromium, backendRequire, backendModule } = require('@gramota/app-harness');

const runs = Number(process.env.BENCH_RUNS) || 30;
const warmup = 3;
const burst = 30;
const poolSize = Number(process.env.BENCH_RENDER_POOL) || undefined;

/** Runs `run` and adds its time in ms to `list`. */
const time = async (list, run) => {
  const started = performance.now();
  await run();
  list.push(performance.now() - started);
};
/** Print layouts (issue 36): a calibrated blank, and two A5-size pages to an A4 sheet. */
const BLANK = { mode: 'blank', calibration: { shiftXMm: 1.5, shiftYMm: -2, scalePercent: 100 } };
const TWO_UP = { mode: 'sheet', grid: { columns: 2, rows: 1, turnable: true } };
const META = { title: 'Почётная грамота', language: 'ru' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const stats = (values) => ({
  runs: values.length,
  median: percentile(values, 50),
  p95: percentile(values, 95),
  min: Math.min(...values),
});

/** A diploma-like A4 page: a 1600 px template picture, a heading and a few paragraphs. */
async function benchDocument(dataDir) {
  const sharp = backendRequire('sharp');
  const dir = path.join(dataDir, 'public', 'templates');
  fs.mkdirSync(dir, { recursive: true });
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2264">
      <rect width="1600" height="2264" fill="#fdf6e3"/>
      <rect x="60" y="60" width="1480" height="2144" fill="none" stroke="#b58900" stroke-width="24"/>
      <circle cx="800" cy="1900" r="160" fill="#cb4b16" opacity="0.4"/></svg>`,
  );
  await sharp(frame).jpeg({ quality: 85 }).toFile(path.join(dir, 'bench-bg.jpg'));
  const text =
    'За отличную учёбу и активное участие в жизни школы. Awarded for excellent studies ' +
    'and active participation in the life of the school.';
  return {
    userId: 'bench-user',
    docId: 1,
    html:
      '<p class="gr-p gr-align-center"><span style="font-size:48pt">Почётная грамота</span></p>' +
      '<p class="gr-p gr-align-center">награждается</p>' +
      `<p class="gr-p gr-align-center"><span style="font-family:'Lobster';font-size:36pt">Иван Петров</span></p>` +
      `<p class="gr-p gr-align-justify">${text}</p>`.repeat(3) +
      '<div class="gr-atomic"><img class="gr-qr gr-float-absolute" src="/qr/?data=https%3A%2F%2Fexample.com%2Fcheck%2F123" style="width:100px;left:620px;top:950px" alt=""></div>',
    font: 'PT Serif',
    padding: '260 90 90 90',
    format: 'a4',
    background: '/data/templates/bench-bg.jpg',
    titlePicture: null,
  };
}

/**
 * The same composed page in a plain Chromium page, files served the same way, loaded once: its
 * screenshot and page.pdf are the bare baseline.
 */
async function bareCapture(render, input, dataDir) {
  const composed = render.composeDocumentHtml(input);
  const { geometry } = composed;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: geometry.cssWidth, height: geometry.cssHeight },
      deviceScaleFactor: geometry.deviceScaleFactor,
    });
    const page = await context.newPage();
    const origin = 'http://bare.invalid';
    const fonts = render.bundledFontFiles();
    const qrcode = backendRequire('qrcode');
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/doc') {
        return route.fulfill({ contentType: 'text/html', body: composed.html });
      }
      const font = /^\/fonts\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (font) return route.fulfill({ path: fonts.file(font[1], font[2]) });
      if (url.pathname.startsWith('/data/')) {
        return route.fulfill({ path: path.join(dataDir, 'public', url.pathname.slice(6)) });
      }
      if (url.pathname === '/qr/') {
        const png = await qrcode.toBuffer(url.searchParams.get('data'), {
          type: 'png',
          margin: 1,
          errorCorrectionLevel: 'M',
          width: 512,
        });
        return route.fulfill({ contentType: 'image/png', body: png });
      }
      return route.abort();
    });
    await page.goto(`${origin}/doc`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    const clip = { x: 0, y: 0, width: geometry.cssWidth, height: geometry.cssHeight };
    const shot = () => page.screenshot({ type: 'jpeg', quality: 90, clip });
    const pdf = () =>
      page.pdf({
        width: `${geometry.paperMm.width}mm`,
        height: `${geometry.paperMm.height}mm`,
        scale: geometry.pdfScale,
        printBackground: true,
        preferCSSPageSize: true,
      });
    return { shot, pdf, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function main() {
  const { module: render, from } = backendModule('modules/render');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-render-bench-'));
  const { LocalFileStore } = backendModule('shared/file-store').module;
  const engine = render.createRenderEngine({
    fileStore: new LocalFileStore(dataDir),
    pages: poolSize,
  });
  const availability = engine.available();
  if (!availability.ok) {
    console.error(availability.message);
    process.exit(1);
  }
  const input = await benchDocument(dataDir);
  // The same document as a verifiable file (issue 35): its ID and QR code in a corner.
  const marked = {
    ...input,
    verifyMark: {
      id: 'ABCD2345XYQ',
      url: 'https://gramota.example.org/v/ABCD2345XYQ',
      place: 'bottom-right',
      qr: true,
    },
  };
  const geometry = render.renderGeometry(input.format);
  const results = {
    when: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    from,
    runs,
    burst,
    geometry,
  };
  try {
    const coldStarted = performance.now();
    const first = await engine.render(input);
    results.coldMs = performance.now() - coldStarted;
    results.output = {
      jpeg: `${first.jpegWidth}×${first.jpegHeight}`,
      jpegKb: Math.round(first.jpeg.length / 1024),
      thumbnailKb: Math.round(first.thumbnail.length / 1024),
      pdfKb: Math.round(first.pdf.length / 1024),
      pages: first.pages,
      replaced: first.replaced,
    };
    // Engine and bare capture alternate run by run, so a busy moment of the machine costs both.
    const bare = await bareCapture(render, input, dataDir);
    try {
      for (let i = 1; i < warmup; i += 1) {
        await engine.render(input);
        await bare.shot();
        await bare.pdf();
      }
      const warm = [];
      const warmMarked = [];
      // Prints laid out on paper (issue 36): the PDF a print job makes besides the plain render.
      const blankPdf = [];
      const pressPdf = [];
      const bareJpeg = [];
      const barePdf = [];
      for (let i = 0; i < runs; i += 1) {
        await time(warm, () => engine.render(input));
        await time(warmMarked, () => engine.render(marked));
        await time(blankPdf, () => engine.renderPrint([input], BLANK, META));
        await time(pressPdf, () => engine.renderPrint([input], { mode: 'press' }, META));
        await time(bareJpeg, bare.shot);
        await time(barePdf, bare.pdf);
      }
      results.warm = stats(warm);
      results.warmVerifiable = stats(warmMarked);
      results.print = { blank: stats(blankPdf), press: stats(pressPdf) };
      results.bare = { jpeg: stats(bareJpeg), pdf: stats(barePdf) };
    } finally {
      await bare.close();
    }

    // A class of 30 two to an A4 sheet (one laid-out PDF), against 30 plain renders below.
    const pupils = Array.from({ length: burst }, (_, index) => ({
      ...input,
      html: input.html.replace('Иван Петров', `Ученик ${index + 1}`),
    }));
    const classRuns = [];
    for (let i = 0; i < Math.min(runs, 5); i += 1)
      await time(classRuns, () => engine.renderPrint(pupils, TWO_UP, META));
    results.print.twoUpClass = stats(classRuns);

    const burstStarted = performance.now();
    const each = await Promise.all(
      Array.from({ length: burst }, async () => {
        const started = performance.now();
        await engine.render(input);
        return performance.now() - started;
      }),
    );
    const burstMs = performance.now() - burstStarted;
    results.burst = {
      documents: burst,
      pool: poolSize ?? 2,
      wallMs: burstMs,
      documentsPerSecond: (burst * 1000) / burstMs,
      latency: stats(each),
    };

    // The same documents captured by bare Chromium, one browser per pool page, all at once: what
    // the cores give when nothing but Chromium works. The render limit assumes each capture runs
    // as fast as when alone; this shows what concurrency itself costs Chromium on this machine.
    const browsers = results.burst.pool;
    const bares = await Promise.all(
      Array.from({ length: browsers }, () => bareCapture(render, input, dataDir)),
    );
    try {
      for (const one of bares) {
        await one.shot();
        await one.pdf();
      }
      const started = performance.now();
      await Promise.all(
        bares.map(async (one, index) => {
          for (let document = index; document < burst; document += browsers) {
            await one.shot();
            await one.pdf();
          }
        }),
      );
      results.bareBurst = { documents: burst, browsers, wallMs: performance.now() - started };
    } finally {
      await Promise.all(bares.map((one) => one.close()));
    }
  } finally {
    await engine.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const { warm, bare } = results;
  console.log(
    `Render engine (${from}), A4 ${results.output.jpeg} px JPEG q90 (${fixed(geometry.dpi, 0)} dpi, ` +
      `scale ${geometry.deviceScaleFactor}), JPEG ${results.output.jpegKb} kB, WebP ` +
      `${results.output.thumbnailKb} kB, PDF ${results.output.pdfKb} kB; ${os.cpus().length} cores`,
  );
  printTable(
    `Warm, one at a time (${runs} runs; cold first render incl. launch ${fixed(results.coldMs, 0)} ms)`,
    ['case', 'median ms', 'p95 ms', 'min ms', 'ratio to bare JPEG'],
    [
      [
        'engine render: JPEG + WebP + PDF',
        fixed(warm.median),
        fixed(warm.p95),
        fixed(warm.min),
        fixed(warm.median / bare.jpeg.median, 2),
      ],
      [
        'engine render of it as a verifiable file (ID + QR code)',
        fixed(results.warmVerifiable.median),
        fixed(results.warmVerifiable.p95),
        fixed(results.warmVerifiable.min),
        fixed(results.warmVerifiable.median / bare.jpeg.median, 2),
      ],
      [
        'bare Chromium screenshot, same HTML, same scale',
        fixed(bare.jpeg.median),
        fixed(bare.jpeg.p95),
        fixed(bare.jpeg.min),
        '1.00',
      ],
      [
        'bare Chromium page.pdf, same HTML',
        fixed(bare.pdf.median),
        fixed(bare.pdf.p95),
        fixed(bare.pdf.min),
        '',
      ],
      [
        'bare JPEG + PDF (sum of medians)',
        fixed(bare.jpeg.median + bare.pdf.median),
        '',
        '',
        fixed((bare.jpeg.median + bare.pdf.median) / bare.jpeg.median, 2),
      ],
    ],
  );
  const { print } = results;
  printTable(
    `Prints laid out on paper (issue 36): the PDF a print job makes besides its plain render`,
    ['case', 'median ms', 'p95 ms', 'added to a plain export'],
    [
      [
        'onto a blank (no artwork, calibrated shift)',
        fixed(print.blank.median),
        fixed(print.blank.p95),
        fixed(print.blank.median / warm.median, 2) + '×',
      ],
      [
        'for a print shop (3 mm bleed, crop marks, boxes)',
        fixed(print.press.median),
        fixed(print.press.p95),
        fixed(print.press.median / warm.median, 2) + '×',
      ],
      [
        `a class of ${burst} two to an A4 sheet (${print.twoUpClass.runs} runs)`,
        fixed(print.twoUpClass.median),
        fixed(print.twoUpClass.p95),
        fixed(print.twoUpClass.median / (burst * warm.median), 2) + '× of 30 plain',
      ],
    ],
  );
  const limitMs = (burst * (bare.jpeg.median + bare.pdf.median)) / results.cpus;
  printTable(
    `${burst} documents at once; the render limit: ${burst} × bare JPEG + PDF ÷ ${results.cpus} cores = ${fixed(limitMs / 1000, 2)} s`,
    ['case', 'wall s', 'docs/s', 'latency median ms', 'latency p95 ms', 'wall / limit'],
    [
      [
        `engine, pool of ${results.burst.pool} pages`,
        fixed(results.burst.wallMs / 1000, 2),
        fixed(results.burst.documentsPerSecond, 2),
        fixed(results.burst.latency.median, 0),
        fixed(results.burst.latency.p95, 0),
        fixed(results.burst.wallMs / limitMs, 2),
      ],
      [
        `bare Chromium JPEG + PDF, ${results.bareBurst.browsers} browsers`,
        fixed(results.bareBurst.wallMs / 1000, 2),
        fixed((burst * 1000) / results.bareBurst.wallMs, 2),
        '',
        '',
        fixed(results.bareBurst.wallMs / limitMs, 2),
      ],
    ],
  );
  const out = path.join(__dirname, 'results', 'render-latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten ${path.relative(process.cwd(), out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
