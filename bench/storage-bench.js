#!/usr/bin/env node
// The storage (issue 17), on the built app with its embedded database:
//  1. storage-get for an account with 10,000 files in 100 folders that shared 100 items with a
//     colleague: the owner's root (100 folders, 100 files), the owner's search matching 100
//     files, and the colleague's 'shared' view (100 items), each beside a bare Koa answer of the
//     same JSON measured in the same run (alternating 1 s slices: the ratio is the figure);
//  2. uploading a 20 MB PDF through /api/storage-upload/: time per upload and the server's
//     memory (RSS before, after, and its high-water mark).
// Writes bench/results/storage-latest.json. Never fails on time; exits 1 when a run fails.
//
//   npm run bench:storage -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                               short mode (CI): 2 s per case, 3 uploads
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { startApp, repoRoot, backendRequire } = require('@gramota/app-harness');
const { runInterleaved } = require('./lib/http-load');
const { startBareServer } = require('./lib/bare-koa');
const { registeredTeacher, CSRF } = require('./lib/api-visitor');
const { printTable, fixed } = require('./lib/print-table');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '5', 10) || 5);
const shortMode = runs < 5;
const seconds = shortMode ? 2 : 5;
const warmupSeconds = shortMode ? 0.5 : 1;
const connections = 10;
const seed = { files: 10_000, folders: 100, rootFiles: 100, searchMatches: 100, shares: 100 };
const SEARCH_WORD = 'olympiad';
const UPLOAD_MB = 20;

const teacher = registeredTeacher;

/**
 * The owner's storage straight into SQLite in one transaction: 100 folders at the root, 100
 * files at the root and the rest spread over the folders; every 100th file's name holds the
 * search word; 100 items (50 folders, 50 root files) shared with the colleague.
 */
function seedSqlite(dataDir, ownerId, colleagueId) {
  const Database = backendRequire('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = Date.now();
  const random = () => crypto.randomBytes(16).toString('hex');
  try {
    const folder = db.prepare(
      `INSERT INTO storage_folders (user_id, parent_id, name, name_lower, favorite, time, trashed, share_type)
       VALUES (?, NULL, ?, ?, 0, ?, 0, 'users')`,
    );
    const file = db.prepare(
      `INSERT INTO storage_documents (user_id, folder_id, name, name_lower, format, file_name, thumb_name, pdf_name, ready_file_id, share_type, time, trashed)
       VALUES (?, ?, ?, ?, 'a4', ?, ?, ?, NULL, 'users', ?, 0)`,
    );
    const share = db.prepare(
      `INSERT INTO share_entries (area, item_type, item_id, owner_id, user_id, permission, time)
       VALUES ('storage', ?, ?, ?, ?, 'view', ?)`,
    );
    const every = Math.floor(seed.files / seed.searchMatches);
    db.transaction(() => {
      const folders = [];
      for (let index = 0; index < seed.folders; index += 1) {
        const name = `Class ${1 + (index % 11)}${'ABCDEFGH'[index % 8]} — ${2010 + (index % 16)}`;
        folders.push(
          Number(
            folder.run(ownerId, name, name.toLowerCase(), now - index * 3_600_000).lastInsertRowid,
          ),
        );
      }
      const rootFiles = [];
      for (let index = 0; index < seed.files; index += 1) {
        const inRoot = index < seed.rootFiles;
        const name =
          index % every === 7
            ? `Olympiad winner certificate ${index}`
            : `Грамота за участие — ученик ${index}`;
        const stem = `gramota_${random()}`;
        const id = Number(
          file.run(
            ownerId,
            inRoot ? null : folders[index % seed.folders],
            name,
            name.toLowerCase(),
            `${stem}.jpg`,
            `${stem}_th.webp`,
            `${stem}.pdf`,
            now - index * 60_000,
          ).lastInsertRowid,
        );
        if (inRoot) rootFiles.push(id);
      }
      for (let index = 0; index < seed.shares / 2; index += 1) {
        share.run('folder', folders[index], ownerId, colleagueId, now - index);
        share.run('stdoc', rootFiles[index], ownerId, colleagueId, now - index);
      }
    })();
    db.pragma('optimize');
  } finally {
    db.close();
  }
}

/** A valid one-page PDF of about `megabytes` MB: the page, and a large stream a scan would hold. */
function bigPdf(megabytes) {
  const filler = crypto.randomBytes(megabytes * 1024 * 1024);
  const parts = [];
  const offsets = [];
  let length = 0;
  const push = (chunk) => {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'latin1');
    parts.push(buffer);
    length += buffer.length;
  };
  const content = 'BT /F1 36 Tf 72 720 Td (Gramota) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /PieceInfo << /Scan 6 0 R >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n${body}\nendobj\n`);
  });
  offsets.push(length);
  push(`6 0 obj\n<< /Length ${filler.length} >>\nstream\n`);
  push(filler);
  push('\nendstream\nendobj\n');
  const xref = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** VmRSS and VmHWM (the high-water mark) of a process, in MB, from /proc. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function benchUploads(app, owner) {
  const pdf = bigPdf(UPLOAD_MB);
  const before = memoryOf(app.pid);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const form = new FormData();
    form.set('folder', 'root');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), `Scan ${run + 1}.pdf`);
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}/api/storage-upload/`, {
      method: 'POST',
      headers: { ...CSRF, Cookie: owner.cookie },
      body: form,
    });
    const answer = await response.json();
    times.push(performance.now() - started);
    if (response.status !== 200 || answer.result !== 'success')
      throw new Error(`storage-upload: ${response.status} ${JSON.stringify(answer)}`);
  }
  // Whatever the upload left for the garbage collector has had its moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = memoryOf(app.pid);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    bytes: pdf.length,
    runs,
    minMs: sorted[0],
    medianMs: sorted[Math.floor((sorted.length - 1) / 2)],
    maxMs: sorted[sorted.length - 1],
    rssBeforeMb: before.rss,
    rssAfterMb: after.rss,
    peakGrowthMb: after.hwm - before.rss,
  };
}

async function benchLists(app, owner, colleague, bare) {
  const get = async (who, url) => {
    const response = await fetch(url, { headers: { ...CSRF, Cookie: who.cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
    return body;
  };
  const count = (body) => {
    const answer = JSON.parse(body);
    return Object.keys(answer.folders).length + Object.keys(answer.documents).length;
  };
  const ownerGet = `${app.baseUrl}/api/storage-get/${owner.userKey}/`;
  const cases = [
    {
      // The uploads of part 2 are at the root too.
      name: `owner: root (100 folders, ${100 + runs} files)`,
      who: owner,
      url: ownerGet,
      items: 200 + runs,
    },
    {
      name: `owner: search "${SEARCH_WORD}" (100 of 10,000)`,
      who: owner,
      url: `${ownerGet}?sq=${SEARCH_WORD}`,
      items: seed.searchMatches,
    },
    {
      name: 'colleague: shared (100 items)',
      who: colleague,
      url: `${app.baseUrl}/api/storage-get/${colleague.userKey}/?folder=shared`,
      items: seed.shares,
    },
  ];
  const rows = [];
  for (const [index, benchCase] of cases.entries()) {
    const body = await get(benchCase.who, benchCase.url);
    if (count(body) !== benchCase.items)
      throw new Error(`${benchCase.name}: ${count(body)} items, expected ${benchCase.items}`);
    const barePath = `/storage-${index}`;
    await bare.serve(barePath, body);
    const [measured, baseline] = await runInterleaved(
      [
        { url: benchCase.url, headers: { ...CSRF, Cookie: benchCase.who.cookie } },
        { url: `${bare.baseUrl}${barePath}`, headers: {} },
      ],
      { seconds, connections, warmupSeconds },
    );
    rows.push({
      case: benchCase.name,
      bytes: Buffer.byteLength(body),
      app: measured,
      bare: baseline,
    });
  }
  return rows;
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'backend', 'dist', 'server.js'))) {
    console.error('Build first: npx lerna run build');
    process.exit(1);
  }
  const app = await startApp({ env: { LOG_LEVEL: 'silent' } });
  const bare = await startBareServer();
  const results = { when: new Date().toISOString(), node: process.version, seconds, seed };
  try {
    const stamp = Date.now();
    const owner = await teacher(app.baseUrl, `owner-${stamp}@school.test`);
    const colleague = await teacher(app.baseUrl, `colleague-${stamp}@school.test`);
    // Uploads first, on a fresh server: its memory then says what an upload costs.
    results.upload = await benchUploads(app, owner);
    const seeded = performance.now();
    seedSqlite(app.dataDir, owner.id, colleague.id);
    results.seedMs = performance.now() - seeded;
    results.lists = await benchLists(app, owner, colleague, bare);
  } finally {
    bare.stop();
    await app.stop();
  }

  printTable(
    `storage-get, ${seed.files} files in ${seed.folders} folders, ${seed.shares} shares (sqlite): ${connections} keep-alive connections, ${seconds} s per case, app and bare Koa (same JSON) in alternating 1 s slices`,
    ['case', 'answer', 'median ms', 'p95 ms', 'req/s', 'errors', 'ratio to bare'],
    results.lists.flatMap((row) => [
      [
        row.case,
        `${fixed(row.bytes / 1024)} kB`,
        fixed(row.app.median, 2),
        fixed(row.app.p95, 2),
        fixed(row.app.requestsPerSecond, 0),
        row.app.errors,
        fixed(row.app.requestsPerSecond / row.bare.requestsPerSecond, 2),
      ],
      [
        '  bare Koa, same JSON',
        '',
        fixed(row.bare.median, 2),
        fixed(row.bare.p95, 2),
        fixed(row.bare.requestsPerSecond, 0),
        row.bare.errors,
        '',
      ],
    ]),
  );
  const upload = results.upload;
  printTable(
    `storage-upload of a ${fixed(upload.bytes / 1024 / 1024)} MB PDF, ${upload.runs} uploads (thumbnail of page 1 included)`,
    ['min ms', 'median ms', 'max ms', 'RSS before MB', 'RSS after MB', 'peak growth MB'],
    [
      [
        fixed(upload.minMs, 0),
        fixed(upload.medianMs, 0),
        fixed(upload.maxMs, 0),
        fixed(upload.rssBeforeMb),
        fixed(upload.rssAfterMb),
        fixed(upload.peakGrowthMb),
      ],
    ],
  );
  console.log(`  seeding took ${fixed(results.seedMs, 0)} ms`);

  const resultsDir = path.join(__dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'storage-latest.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
