#!/usr/bin/env node
// Past one machine (issue 33): the built backend twice, behind Debian's nginx (round robin), on
// one PostgreSQL database and one S3-compatible bucket (s3rver), as `Running on several
// machines` in the README describes.
//   1. docs-get (a folder of 100 of 10,000 docs) and storage-get (30 uploads) through nginx with
//      one backend behind it, and with two, in alternating 1 s slices: the ratio two / one.
//   2. A load of 200 teachers, each autosaving its document (doc-set) and listing its documents
//      (docs-get) every 2 s, as the editor's autosave does while someone types, through nginx with
//      both backends: errors, saves lost (each document's last saved text read back at the end),
//      p95.
// Prints tables and writes bench/results/scale-latest.json. Never fails on time; exits 1 when a
// request fails or a save is lost.
//
//   npm run bench:scale -w @gramota/bench     (after npm run build; PostgreSQL on 127.0.0.1:5432)
//   BENCH_RUNS=3 ...                          short mode (CI): 3 s per case, a 15 s load
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const {
  createPostgresDatabase,
  startApp,
  startProxy,
  startS3Server,
} = require('@gramota/app-harness');
const { runInterleaved } = require('./lib/http-load');
const { registeredTeacher } = require('./lib/api-visitor');
const { seedPostgres } = require('./lib/docs-seed');
const { printTable, fixed } = require('./lib/print-table');

const shortMode = Boolean(process.env.BENCH_RUNS) && Number(process.env.BENCH_RUNS) < 5;
const caseSeconds = shortMode ? 3 : 8;
const loadSeconds = Number(process.env.BENCH_SCALE_LOAD_SECONDS) || (shortMode ? 15 : 60);
const connections = 20;
const TEACHERS = 200;
const TEMPLATE = 'ru:101:0';
/** The editor saves at most this often while the teacher types. */
const AUTOSAVE_MS = 2_000;
const seed = { docs: 10_000, folders: 200, targetItems: 100, searchMatches: 100 };
const target = { ratio: 1.6 };
const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const FORM = { ...CSRF, 'Content-Type': 'application/x-www-form-urlencoded' };

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** A first visit that keeps an account: its cookie and api key. */
async function newTeacher(baseUrl) {
  const check = await fetch(`${baseUrl}/api/login-check/`, { headers: CSRF });
  const cookie = check.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('gramota_sid='));
  const { user_key: userKey } = await check.json();
  const kept = await fetch(`${baseUrl}/api/profile-set-settings/`, {
    method: 'POST',
    headers: { ...FORM, Cookie: cookie },
    body: 'settings=%7B%7D',
  });
  if (!cookie || kept.status !== 200) throw new Error(`a new teacher: ${kept.status}`);
  return { cookie, userKey };
}

/** A paragraph as the editor saves it (draft-js raw content). */
const contentWith = (text) =>
  JSON.stringify({
    blocks: [
      {
        key: 'a',
        type: 'unstyled',
        text,
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [],
        data: {},
      },
    ],
    entityMap: {},
  });

async function call(url, init) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

/** A tiny PNG (one coloured pixel row), a different one each time. */
function png(index) {
  const sharp = require('@gramota/app-harness').backendRequire('sharp');
  return sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: index % 255, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
}

async function throughput(one, two, owner) {
  const headers = { ...CSRF, Cookie: owner.cookie };
  const list = JSON.parse(await call(`${two.baseUrl}/api/docs-get/${owner.userKey}/`, { headers }));
  const folder = Object.keys(list.folders || {}).find(
    (id) => list.folders[id].name === 'Class 1A — 2010',
  );
  const cases = [
    {
      name: 'docs-get: a folder of 100 of 10,000 docs',
      path: `/api/docs-get/${owner.userKey}/?folder=${folder}`,
    },
    { name: 'storage-get: 30 uploads', path: `/api/storage-get/${owner.userKey}/` },
  ];
  const rows = [];
  for (const benchCase of cases) {
    const [single, pair] = await runInterleaved(
      [
        { url: `${one.baseUrl}${benchCase.path}`, headers },
        { url: `${two.baseUrl}${benchCase.path}`, headers },
      ],
      { seconds: caseSeconds, connections, warmupSeconds: 1 },
    );
    rows.push({ case: benchCase.name, one: single, two: pair });
  }
  return rows;
}

/** 200 teachers autosaving and listing through the proxy for `seconds`. */
async function teachersLoad(baseUrl) {
  const teachers = [];
  for (let index = 0; index < TEACHERS; index += 1) {
    const teacher = await newTeacher(baseUrl);
    const made = JSON.parse(
      await call(`${baseUrl}/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`, {
        headers: { ...CSRF, Cookie: teacher.cookie },
      }),
    );
    teachers.push({ ...teacher, doc: made.doc, saved: 0, lastSaved: '' });
  }
  const latencies = { save: [], list: [] };
  let errors = 0;
  const deadline = performance.now() + loadSeconds * 1000;
  const timed = async (kind, url, init) => {
    const started = performance.now();
    try {
      await call(url, init);
      latencies[kind].push(performance.now() - started);
      return true;
    } catch {
      errors += 1;
      return false;
    }
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await Promise.all(
    teachers.map(async (teacher, index) => {
      const headers = { ...CSRF, Cookie: teacher.cookie };
      // Spread over the first period, as people do not all type in step.
      await sleep((index / teachers.length) * AUTOSAVE_MS);
      while (performance.now() < deadline) {
        const round = performance.now();
        const text = `Награждается ученик ${teacher.userKey.slice(0, 6)}, правка ${teacher.saved + 1}`;
        const body = new URLSearchParams({
          content: contentWith(text),
          font: 'Philosopher',
          padding: '120 100 100 100',
        });
        if (
          await timed('save', `${baseUrl}/api/doc-set/${teacher.doc}/`, {
            method: 'POST',
            headers: { ...FORM, Cookie: teacher.cookie },
            body,
          })
        ) {
          teacher.saved += 1;
          teacher.lastSaved = text;
        }
        await timed('list', `${baseUrl}/api/docs-get/${teacher.userKey}/`, { headers });
        await sleep(AUTOSAVE_MS - (performance.now() - round));
      }
    }),
  );
  // Every document read back: its last acknowledged save must be what the server holds.
  let lost = 0;
  for (const teacher of teachers) {
    const doc = await call(`${baseUrl}/api/get-doc/${teacher.doc}/`, {
      headers: { ...CSRF, Cookie: teacher.cookie },
    });
    if (teacher.lastSaved && !doc.includes(teacher.lastSaved)) lost += 1;
  }
  const sorted = (list) => [...list].sort((a, b) => a - b);
  const saves = sorted(latencies.save);
  const lists = sorted(latencies.list);
  return {
    teachers: TEACHERS,
    seconds: loadSeconds,
    saves: saves.length,
    lists: lists.length,
    errors,
    lost,
    saveP95: percentile(saves, 0.95),
    listP95: percentile(lists, 0.95),
    savesPerSecond: saves.length / loadSeconds,
  };
}

async function main() {
  const database = await createPostgresDatabase();
  const bucket = await startS3Server({ bucket: 'gramota-bench' });
  const backends = [];
  const proxies = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      ...bucket.env,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      // 200 teachers from one address: the per-address limits are not what is measured here.
      AI_ADDRESS_PER_MINUTE: '100000',
    };
    backends.push(await startApp({ env }));
    backends.push(await startApp({ env }));
    const one = await startProxy([backends[0].port]);
    const two = await startProxy(backends.map((backend) => backend.port));
    proxies.push(one, two);

    const owner = await registeredTeacher(two.baseUrl, 'owner@scale.bench');
    await seedPostgres(database.url, owner.userKey, seed);
    for (let index = 0; index < 30; index += 1) {
      const form = new FormData();
      form.set('folder', 'root');
      form.append(
        'file',
        new Blob([await png(index)], { type: 'image/png' }),
        `Фото ${index + 1}.png`,
      );
      await call(`${two.baseUrl}/api/storage-upload/`, {
        method: 'POST',
        headers: { ...CSRF, Cookie: owner.cookie },
        body: form,
      });
    }

    const rows = await throughput(one, two, owner);
    printTable(
      `Through nginx, one backend vs two (round robin), PostgreSQL + s3rver, ${connections} keep-alive connections, ${caseSeconds} s per case in alternating 1 s slices, 2 cores (target: two ≥ ${target.ratio}× one)`,
      [
        'case',
        'one backend req/s',
        'p95 ms',
        'two backends req/s',
        'p95 ms',
        'errors',
        'two / one',
        'target met',
      ],
      rows.map((row) => {
        const ratio = row.two.requestsPerSecond / row.one.requestsPerSecond;
        return [
          row.case,
          fixed(row.one.requestsPerSecond, 0),
          fixed(row.one.p95, 1),
          fixed(row.two.requestsPerSecond, 0),
          fixed(row.two.p95, 1),
          row.one.errors + row.two.errors,
          `${fixed(ratio, 2)}×`,
          ratio >= target.ratio ? 'yes' : 'no',
        ];
      }),
    );

    const load = await teachersLoad(two.baseUrl);
    printTable(
      `${load.teachers} teachers autosaving and listing through nginx, two backends, ${load.seconds} s`,
      ['saves', 'saves/s', 'save p95 ms', 'lists', 'list p95 ms', 'errors', 'lost saves'],
      [
        [
          load.saves,
          fixed(load.savesPerSecond, 0),
          fixed(load.saveP95, 1),
          load.lists,
          fixed(load.listP95, 1),
          load.errors,
          load.lost,
        ],
      ],
    );
    const answered = two.answeredBy();
    console.log(
      `  requests answered per backend: ${backends.map((backend) => answered.get(`127.0.0.1:${backend.port}`) ?? 0).join(' / ')}`,
    );

    const out = path.join(__dirname, 'results', 'scale-latest.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const strip = ({ latencies: _latencies, ...figures }) => figures;
    fs.writeFileSync(
      out,
      `${JSON.stringify({ when: new Date().toISOString(), rows: rows.map((row) => ({ case: row.case, one: strip(row.one), two: strip(row.two) })), load }, null, 2)}\n`,
    );
    console.log(`\nWritten ${path.relative(process.cwd(), out)}`);
    const failures = rows.reduce((sum, row) => sum + row.one.errors + row.two.errors, 0);
    if (load.errors > 0 || load.lost > 0 || failures > 0) {
      console.error(`failed requests: ${failures + load.errors}, lost saves: ${load.lost}`);
      process.exitCode = 1;
    }
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const backend of backends) await backend.stop();
    await bucket.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
