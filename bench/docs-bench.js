#!/usr/bin/env node
// docs-get under load (issue 4): one account with 10,000 documents in 200 folders; a folder of
// 100 items and a search matching 100 items, each beside a bare Koa answer of the same JSON
// measured in the same run. Prints a table and writes bench/results/docs-latest.json. Never fails
// on time; exits 1 only when the backend cannot start or answers wrongly.
//
//   npm run bench:docs -w @gramota/bench      (after npm run build -w @gramota/backend)
//   BENCH_RUNS=3 ...                           short mode (CI): 2 s per case instead of 5
//   BENCH_PROFILE_DIR=/tmp/prof ...           CPU profile of the server (open in Chrome DevTools)
//   BENCH_DATABASE_URL=postgres://…   the PostgreSQL to also measure on (default: 127.0.0.1:5432
//                                       when it answers)
'use strict';

const { printTable, fixed } = require('./lib/print-table');

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { createPostgresDatabase, startApp, repoRoot } = require('@gramota/app-harness');
const { postgresUrl } = require('./lib/bench-postgres');
const { runInterleaved } = require('./lib/http-load');
const { startBareServer } = require('./lib/bare-koa');
const { seedPostgres, seedSqlite, SEARCH_WORD } = require('./lib/docs-seed');

const shortMode = Boolean(process.env.BENCH_RUNS) && Number(process.env.BENCH_RUNS) < 5;
const seconds = Number(process.env.BENCH_DOCS_SECONDS) || (shortMode ? 2 : 5);
const warmupSeconds = shortMode ? 0.5 : 1;
const connections = 10;
const seed = { docs: 10_000, folders: 200, targetItems: 100, searchMatches: 100 };
// Issue 34 raised the throughput target from a third of the bare answer to a half.
const target = { p95Ms: 30, ratio: 0.5 };

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

/** A browser-like first visit: the session cookie and the account's api key. */
async function newSession(baseUrl) {
  const answer = await get(`${baseUrl}/api/login-check/`, { 'X-Requested-With': 'XMLHttpRequest' });
  const cookie = (answer.headers['set-cookie'] || [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('gramota_sid='));
  if (answer.status !== 200 || !cookie) throw new Error(`login-check: ${answer.status}`);
  // A first visit stores no account (issue 13): keeping an empty setting does.
  const kept = await fetch(`${baseUrl}/api/profile-set-settings/`, {
    method: 'POST',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookie,
    },
    body: 'settings=%7B%7D',
  });
  if (kept.status !== 200) throw new Error(`profile-set-settings: ${kept.status}`);
  return { cookie, userKey: JSON.parse(answer.body).user_key };
}

async function benchDatabase(kind, bare, adminUrl) {
  let database;
  const env = { LOG_LEVEL: 'silent' };
  if (kind === 'postgres') {
    database = await createPostgresDatabase(adminUrl);
    env.DATABASE_URL = database.url;
  }
  // BENCH_PROFILE_DIR=/tmp/prof: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const app = await startApp({ env, nodeArgs });
  try {
    const session = await newSession(app.baseUrl);
    const seeded = Date.now();
    const { targetFolder } =
      kind === 'postgres'
        ? await seedPostgres(env.DATABASE_URL, session.userKey, seed)
        : seedSqlite(app.dataDir, session.userKey, seed);
    const seedMs = Date.now() - seeded;
    const headers = { Cookie: session.cookie, 'X-Requested-With': 'XMLHttpRequest' };
    const docsGet = `${app.baseUrl}/api/docs-get/${session.userKey}/`;
    const hundredItems = (answer) => {
      const items =
        Object.keys(answer.docs || {}).length + Object.keys(answer.folders || {}).length;
      if (items !== 100 || answer.total_docs !== seed.docs)
        throw new Error(`expected 100 items of ${seed.docs}, got ${items} of ${answer.total_docs}`);
    };
    const cases = [
      {
        name: 'docs-get folder of 100 items',
        url: `${docsGet}?folder=${targetFolder}`,
        check: hundredItems,
      },
      {
        name: `docs-get search "${SEARCH_WORD}" (100 matches)`,
        url: `${docsGet}?sq=${SEARCH_WORD}`,
        check: hundredItems,
      },
      // The same two with the server's answer cache skipped: what a list costs the first time it
      // is asked for after a change (a repeat is answered from the cache, docs-list-cache.ts).
      {
        name: 'docs-get folder of 100 items, nocache (built each time)',
        url: `${docsGet}?folder=${targetFolder}&nocache=1`,
        check: hundredItems,
      },
      {
        name: `docs-get search "${SEARCH_WORD}", nocache (built each time)`,
        url: `${docsGet}?sq=${SEARCH_WORD}&nocache=1`,
        check: hundredItems,
      },
      // What every call of this app pays before a module runs (session, grant check, headers).
      {
        name: 'login-check (session only, for reference)',
        url: `${app.baseUrl}/api/login-check/`,
        check: () => {},
      },
    ];
    const rows = [];
    for (const [index, benchCase] of cases.entries()) {
      const first = await get(benchCase.url, headers);
      if (first.status !== 200) throw new Error(`${benchCase.name}: HTTP ${first.status}`);
      benchCase.check(JSON.parse(first.body));
      const barePath = `/${kind}-${index}`;
      await bare.serve(barePath, first.body);
      const [measured, baseline] = await runInterleaved(
        [
          { url: benchCase.url, headers },
          { url: `${bare.baseUrl}${barePath}`, headers: {} },
        ],
        { seconds, connections, warmupSeconds },
      );
      rows.push({
        case: benchCase.name,
        bytes: Buffer.byteLength(first.body),
        docs: measured,
        bare: baseline,
      });
    }
    return { kind, seedMs, rows };
  } finally {
    await app.stop();
    if (database) await database.drop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'backend', 'dist', 'server.js'))) {
    console.error(
      'Build the backend first: npm run build -w @gramota/contracts && npm run build -w @gramota/backend',
    );
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

  const table = [];
  for (const { kind, rows } of results.databases)
    for (const row of rows) {
      const ratio = row.docs.requestsPerSecond / row.bare.requestsPerSecond;
      const met = row.case.startsWith('docs-get')
        ? row.docs.p95 < target.p95Ms && ratio >= target.ratio
          ? 'yes'
          : 'no'
        : '';
      table.push(
        [
          `${kind}: ${row.case}`,
          `${fixed(row.bytes / 1024)} kB`,
          fixed(row.docs.median, 2),
          fixed(row.docs.p95, 2),
          fixed(row.docs.requestsPerSecond, 0),
          row.docs.errors,
          '',
          '',
          '',
          '',
        ],
        [
          `${kind}: bare Koa, same JSON`,
          `${fixed(row.bytes / 1024)} kB`,
          fixed(row.bare.median, 2),
          fixed(row.bare.p95, 2),
          fixed(row.bare.requestsPerSecond, 0),
          row.bare.errors,
          fixed(ratio, 2),
          met,
          '',
          '',
        ],
      );
    }
  printTable(
    `docs-get with ${seed.docs} docs in ${seed.folders} folders: ${connections} keep-alive connections, ${seconds} s per case after ${warmupSeconds} s warm-up, app and bare in alternating 1 s slices (target p95 < ${target.p95Ms} ms, throughput ≥ ${fixed(target.ratio, 2)} of bare)`,
    [
      'case',
      'answer',
      'median ms',
      'p95 ms',
      'req/s',
      'errors',
      'ratio',
      'target met',
      '',
      '',
    ].slice(0, 8),
    table.map((row) => row.slice(0, 8)),
  );
  for (const { kind, seedMs } of results.databases)
    console.log(`  ${kind}: seeding took ${seedMs} ms`);

  const resultsDir = path.join(__dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'docs-latest.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(
    `\nWritten to ${path.relative(process.cwd(), path.join(resultsDir, 'docs-latest.json'))}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
