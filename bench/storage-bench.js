#!/usr/bin/env node
// The storage (issues 17 and 34), on the built app with its embedded database, and on PostgreSQL
// when one answers:
//  1. storage-get for an account with 10,000 files in 100 folders that shared 100 items with a
//     colleague: the owner's root (100 folders, 100 files), the owner's search matching 100
//     files (both also with nocache: built each time, not from the server's answer cache), and
//     the colleague's 'shared' view (100 items), each beside a bare Koa answer of the same JSON
//     measured in the same run (alternating 1 s slices: the ratio is the figure);
//  2. uploading a 20 MB PDF through /api/storage-upload/ (SQLite run only): time per upload and
//     the server's memory (RSS before, after, and its high-water mark).
// Writes bench/results/storage-latest.json. Never fails on time; exits 1 when a run fails.
//
//   npm run bench:storage -w @gramota/bench      (after npx lerna run build)
//   BENCH_RUNS=3 ...                               short mode (CI): 2 s per case, 3 uploads
//   BENCH_PROFILE_DIR=/tmp/prof ...               CPU profiles of the server (Chrome DevTools)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres ...   the PostgreSQL to use;
//                                      without it, the one on 127.0.0.1:5432 if it answers
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { createPostgresDatabase, startApp, repoRoot } = require('@gramota/app-harness');
const { runInterleaved } = require('./lib/http-load');
const { startBareServer } = require('./lib/bare-koa');
const { postgresUrl } = require('./lib/bench-postgres');
const { registeredTeacher, CSRF } = require('./lib/api-visitor');
const { printTable, fixed, writeResults } = require('./lib/print-table');
const { seedPostgres, seedSqlite, SEARCH_WORD } = require('./lib/storage-seed');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '5', 10) || 5);
const shortMode = runs < 5;
const seconds = shortMode ? 2 : 5;
const warmupSeconds = shortMode ? 0.5 : 1;
const connections = 10;
const seed = { files: 10_000, folders: 100, rootFiles: 100, searchMatches: 100, shares: 100 };
/** Issue 34: the owner's two lists at half the bare answer's throughput, the search's p95. */
const target = { ratio: 0.5, searchP95Ms: 30 };
const UPLOAD_MB = 20;

const teacher = registeredTeacher;

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

async function benchLists(app, owner, colleague, bare, { kind, uploads }) {
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
      name: `owner: root (100 folders, ${100 + uploads} files)`,
      who: owner,
      url: ownerGet,
      items: 200 + uploads,
      target: { ratio: target.ratio },
    },
    {
      name: `owner: search "${SEARCH_WORD}" (100 of 10,000)`,
      who: owner,
      url: `${ownerGet}?sq=${SEARCH_WORD}`,
      items: seed.searchMatches,
      target: { ratio: target.ratio, p95Ms: target.searchP95Ms },
    },
    // The same two with the server's answer cache skipped: what a list costs the first time it is
    // asked for after a change (a repeat is answered from the cache, StorageListingService).
    {
      name: `owner: root, nocache (built each time)`,
      who: owner,
      url: `${ownerGet}?nocache=1`,
      items: 200 + uploads,
    },
    {
      name: `owner: search "${SEARCH_WORD}", nocache (built each time)`,
      who: owner,
      url: `${ownerGet}?sq=${SEARCH_WORD}&nocache=1`,
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
    const barePath = `/storage-${kind}-${index}`;
    await bare.serve(barePath, body);
    const [measured, baseline] = await runInterleaved(
      [
        { url: benchCase.url, headers: { ...CSRF, Cookie: benchCase.who.cookie } },
        { url: `${bare.baseUrl}${barePath}`, headers: {} },
      ],
      { seconds, connections, warmupSeconds },
    );
    const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
    rows.push({
      case: benchCase.name,
      bytes: Buffer.byteLength(body),
      app: measured,
      bare: baseline,
      ratio,
      target: benchCase.target,
      met: benchCase.target
        ? ratio >= benchCase.target.ratio &&
          (benchCase.target.p95Ms === undefined || measured.p95 <= benchCase.target.p95Ms)
        : undefined,
    });
  }
  return rows;
}

/**
 * One database: a fresh app (on a throwaway PostgreSQL database for 'postgres'), the owner and
 * the colleague, the uploads (SQLite only: they measure the server, not the database), the seed
 * and the lists.
 */
async function benchDatabase(kind, bare, adminUrl) {
  const database = kind === 'postgres' ? await createPostgresDatabase(adminUrl) : undefined;
  const env = { LOG_LEVEL: 'silent', ...(database ? { DATABASE_URL: database.url } : {}) };
  // BENCH_PROFILE_DIR=/tmp/prof: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  try {
    const app = await startApp({ env, nodeArgs });
    const result = { kind };
    try {
      const stamp = Date.now();
      const owner = await teacher(app.baseUrl, `owner-${stamp}@school.test`);
      const colleague = await teacher(app.baseUrl, `colleague-${stamp}@school.test`);
      // Uploads first, on a fresh server: its memory then says what an upload costs.
      if (kind === 'sqlite') result.upload = await benchUploads(app, owner);
      const seeded = performance.now();
      if (kind === 'postgres') await seedPostgres(database.url, owner.id, colleague.id, seed);
      else seedSqlite(app.dataDir, owner.id, colleague.id, seed);
      result.seedMs = performance.now() - seeded;
      result.lists = await benchLists(app, owner, colleague, bare, {
        kind,
        uploads: result.upload ? result.upload.runs : 0,
      });
    } finally {
      await app.stop();
    }
    return result;
  } finally {
    if (database) await database.drop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'backend', 'dist', 'server.js'))) {
    console.error('Build first: npx lerna run build');
    process.exit(1);
  }
  const adminUrl = await postgresUrl();
  const kinds = ['sqlite', ...(adminUrl ? ['postgres'] : [])];
  const bare = await startBareServer();
  const results = {
    when: new Date().toISOString(),
    node: process.version,
    seconds,
    connections,
    seed,
    target,
    databases: [],
  };
  try {
    for (const kind of kinds) results.databases.push(await benchDatabase(kind, bare, adminUrl));
  } finally {
    bare.stop();
  }
  results.upload = results.databases[0].upload;

  printTable(
    `storage-get, ${seed.files} files in ${seed.folders} folders, ${seed.shares} shares (${kinds.join(', ')}): ${connections} keep-alive connections, ${seconds} s per case, app and bare Koa (same JSON) in alternating 1 s slices (target: the owner's lists ≥ ${fixed(target.ratio, 2)} of bare, the search's p95 ≤ ${target.searchP95Ms} ms)`,
    ['case', 'answer', 'median ms', 'p95 ms', 'req/s', 'errors', 'ratio to bare', 'target met'],
    results.databases.flatMap(({ kind, lists }) =>
      lists.flatMap((row) => [
        [
          `${kind}: ${row.case}`,
          `${fixed(row.bytes / 1024)} kB`,
          fixed(row.app.median, 2),
          fixed(row.app.p95, 2),
          fixed(row.app.requestsPerSecond, 0),
          row.app.errors,
          fixed(row.ratio, 2),
          row.met === undefined ? '' : row.met ? 'yes' : 'no',
        ],
        [
          `${kind}:   bare Koa, same JSON`,
          '',
          fixed(row.bare.median, 2),
          fixed(row.bare.p95, 2),
          fixed(row.bare.requestsPerSecond, 0),
          row.bare.errors,
          '',
          '',
        ],
      ]),
    ),
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
  for (const { kind, seedMs } of results.databases)
    console.log(`  ${kind}: seeding took ${fixed(seedMs, 0)} ms`);

  writeResults('storage', results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
