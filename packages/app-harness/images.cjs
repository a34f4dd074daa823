// Comparing pictures the way the print promise needs it: a made JPEG against the editor's screen,
// a made PDF (drawn with poppler's pdftoppm) against the JPEG. Used by e2e and the backend's
// render tests.
'use strict';

const { execFile } = require('node:child_process');
const fs = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const { backendRequire } = require('./backend-require.cjs');

/** The backend's sharp, loaded on first use (most users of the harness compare no pictures). */
const sharp = (...args) => backendRequire('sharp')(...args);
const run = promisify(execFile);

/** Greyscale pixels of an image scaled to exactly width × height. */
async function grey(image, width, height) {
  return sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
}

/**
 * The raw pixels of a box of a page picture, the box in the page's own units (`pageWidth` of them
 * across the picture: 800 for the editor's page), so a screenshot at any density and a 300 dpi
 * file are read at the same place. `channels` is the picture's (3 or 4), 1 when `greyscale`.
 */
async function pageRegion(image, box, { pageWidth = 800, greyscale = false } = {}) {
  const { width } = await sharp(image).metadata();
  const scale = width / pageWidth;
  const cut = sharp(image).extract({
    left: Math.round(box.x * scale),
    top: Math.round(box.y * scale),
    width: Math.round(box.width * scale),
    height: Math.round(box.height * scale),
  });
  const { data, info } = await (greyscale ? cut.greyscale() : cut)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

/**
 * Mean structural similarity (SSIM, 8×8 windows, the usual constants) of two images scaled to the
 * same size: 1 for identical pictures; shifted or missing text, another font or a lost background
 * pull it down. `width` is the comparison width; the height follows the first image.
 */
async function similarity(first, second, width = 800) {
  const meta = await sharp(first).metadata();
  const height = Math.round((width * meta.height) / meta.width);
  const [a, b] = await Promise.all([grey(first, width, height), grey(second, width, height)]);
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  const size = 8;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + size <= height; top += size) {
    for (let left = 0; left + size <= width; left += size) {
      let sa = 0,
        sb = 0,
        saa = 0,
        sbb = 0,
        sab = 0;
      for (let y = top; y < top + size; y += 1) {
        for (let x = left; x < left + size; x += 1) {
          const i = y * width + x;
          sa += a[i];
          sb += b[i];
          saa += a[i] * a[i];
          sbb += b[i] * b[i];
          sab += a[i] * b[i];
        }
      }
      const n = size * size;
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows += 1;
    }
  }
  return total / windows;
}

/** Runs one of poppler's tools, saying what to install when it is missing. */
async function poppler(tool, args) {
  try {
    return await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils`, { cause: error });
    throw error;
  }
}

/** A PDF's text layer (poppler's pdftotext) and page size in points (pdfinfo). */
async function pdfFacts(pdf) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await fs.writeFile(file, pdf);
    const { stdout: text } = await poppler('pdftotext', ['-enc', 'UTF-8', file, '-']);
    const { stdout: info } = await poppler('pdfinfo', ['-box', file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const pages = /Pages:\s+(\d+)/.exec(info);
    const box = (name) => {
      const found = new RegExp(
        `^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`,
        'm',
      ).exec(info);
      return found ? found.slice(1, 5).map(Number) : null;
    };
    return {
      text,
      pages: pages ? Number(pages[1]) : 0,
      widthPt: size ? Number(size[1]) : 0,
      heightPt: size ? Number(size[2]) : 0,
      tagged: /^Tagged:\s+yes/m.test(info),
      title: (/^Title:\s+(.*)$/m.exec(info)?.[1] ?? '').trim(),
      mediaBox: box('MediaBox'),
      trimBox: box('TrimBox'),
      bleedBox: box('BleedBox'),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The pages of a PDF drawn at `dpi` by poppler's pdftoppm, as PNG buffers. */
async function pdfPages(pdf, dpi = 50) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await fs.writeFile(file, pdf);
    await poppler('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    // Awaited here: a bare `return` would let `finally` remove the folder while they are read.
    return await Promise.all(names.map((name) => fs.readFile(path.join(dir, name))));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The QR codes on each page of a PDF, read as a phone's camera would: the page drawn by pdftoppm
 * at `dpi`, then zbar's zbarimg (zbar-tools) finds and decodes every code on it. One array per
 * page, the codes' texts in the order zbar found them (not the page's order).
 */
async function pdfQrCodes(pdf, dpi = 150) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-qr-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await fs.writeFile(file, pdf);
    // Without anti-aliasing, as a printer puts down toner: smoothed edges between a code's
    // abutting module rows leave faint grey seams no print has, and zbar then misses a code.
    await poppler('pdftoppm', [
      ...['-r', String(dpi), '-aa', 'no', '-aaVector', 'no', '-png'],
      ...[file, path.join(dir, 'page')],
    ]);
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const pages = [];
    for (const name of names) {
      let stdout = '';
      try {
        ({ stdout } = await run('zbarimg', [
          '--quiet',
          '--raw',
          '-Sdisable',
          '-Sqrcode.enable',
          path.join(dir, name),
        ]));
      } catch (error) {
        if (error.code === 'ENOENT')
          throw new Error('zbarimg is missing: apt-get install -y zbar-tools', { cause: error });
        // Exit status 4: the page holds no code at all.
        if (error.code !== 4) throw error;
      }
      pages.push(stdout.split('\n').filter(Boolean));
    }
    return pages;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

module.exports = { similarity, pageRegion, pdfPages, pdfFacts, pdfQrCodes };
