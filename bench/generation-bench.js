#!/usr/bin/env node
// Generation throughput as a teacher meets it (issue 6): the built app on its embedded database,
// a PRO account (licence granted with the admin CLI), 30 documents, 30 export calls submitted at
// once; measured server side from the creator_jobs rows (first call made → last file done), and
// per job (call → file). The engine alone is measured by render-bench.js. Writes
// bench/results/generation-latest.json. Never fails on time; exits 1 when a job fails.
//
//   npm run bench:generation -w @gramota/bench
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { printTable, fixed } = require('./lib/print-table');
const { backendRequire, startApp } = require('@gramota/app-harness');
const { visitor, grantLicence } = require('./lib/api-visitor');

const DOCUMENTS = 30;
const TEMPLATE = 'en:204:0';
function jobRows(dataDir) {
  const SQLite = backendRequire('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT status, created_at, started_at, finished_at FROM creator_jobs')
      .all()
      .map((row) => ({
        status: row.status,
        created: Number(row.created_at),
        started: Number(row.started_at),
        finished: Number(row.finished_at),
      }));
  } finally {
    db.close();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  const app = await startApp({ env: { LOG_LEVEL: 'warn' } });
  try {
    const call = visitor(app.baseUrl);
    await grantLicence(app, call);
    const docs = [];
    for (let i = 0; i < DOCUMENTS; i += 1) {
      const made = await call(`/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`);
      docs.push(made.doc);
    }
    // One warm-up file, so Chromium's start is not in the figure.
    const warm = await call(`/api/creator/${docs[0]}/export/`, { method: 'POST' });
    if (warm.free !== '0') throw new Error('the licence did not make the account PRO');
    for (;;) {
      const status = await call(`/api/get-status-creator/${docs[0]}/${warm.doc}/`);
      if (status.status === 'ready') break;
      if (status.status === 'error') throw new Error(status.error_text);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = jobRows(app.dataDir).length;
    const answers = await Promise.all(
      docs.map((doc) => call(`/api/creator/${doc}/export/`, { method: 'POST' })),
    );
    if (answers.some((answer) => answer.result !== 'success')) throw new Error('a call failed');
    let rows;
    for (;;) {
      rows = jobRows(app.dataDir).slice(before);
      if (
        rows.length === DOCUMENTS &&
        rows.every((row) => row.status !== 'queued' && row.status !== 'running')
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const failed = rows.filter((row) => row.status !== 'done').length;
    const first = Math.min(...rows.map((row) => row.created));
    const last = Math.max(...rows.map((row) => row.finished));
    const latency = rows.map((row) => row.finished - row.created);
    const wallMs = last - first;
    const result = {
      when: new Date().toISOString(),
      cpus: os.cpus().length,
      documents: DOCUMENTS,
      failed,
      wallMs,
      documentsPerSecond: (DOCUMENTS * 1000) / wallMs,
      latencyMedianMs: percentile(latency, 50),
      latencyP95Ms: percentile(latency, 95),
    };
    printTable(
      `${DOCUMENTS} export calls at once, PRO, built app on SQLite, measured from creator_jobs (${os.cpus().length} cores)`,
      ['wall s', 'docs/s', 'call→file median ms', 'call→file p95 ms', 'failed'],
      [
        [
          fixed(wallMs / 1000, 2),
          fixed(result.documentsPerSecond, 2),
          fixed(result.latencyMedianMs, 0),
          fixed(result.latencyP95Ms, 0),
          String(failed),
        ],
      ],
    );
    const out = path.join(__dirname, 'results', 'generation-latest.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWritten ${path.relative(process.cwd(), out)}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
