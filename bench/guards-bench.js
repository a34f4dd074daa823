#!/usr/bin/env node
// The input guards' speed (issue 31): the tests assert *how* a hostile input is refused (from its
// header, no decoder ever called: spies and counters), this measures *how fast*, through the
// built app: PNG bombs sent as a userpic (39,000,000 × 1 and 1 × 39,000,000 grey, under 100 kB of
// file each), a gzip-declared request body inflating to 64 MB, and an ordinary 800 × 800 picture
// and the largest one allowed (6300 × 6300 RGB) the guard lets through, each beside a bare login-check of the same
// app measured in the same run (median of the runs, ratio). A refusal from the header costs
// about one request. Never fails on time; exits 1 when an input answers a server error or a bomb
// is not refused. Writes bench/results/guards-latest.json.
//
//   npm run bench:guards -w @gramota/bench        (after npx lerna run build; BENCH_RUNS, default 3)
'use strict';

const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { startApp, backendRequire } = require('@gramota/app-harness');
const { accountPaths } = require('@gramota/contracts');
const { printTable, fixed, writeResults } = require('./lib/print-table');
const { visitor, CSRF } = require('./lib/api-visitor');

const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '3', 10) || 3);
const BARE_CALLS = 50;
const gzip = promisify(zlib.gzip);

/** A PNG chunk: length, type, data, CRC. */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of zeros written byte by byte (no decoder makes it): tiny file, huge picture. */
function zeroPng(width, height, colour) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colour === 'grey' ? 0 : 2;
  const rowBytes = 1 + width * (colour === 'grey' ? 1 : 3);
  const deflater = zlib.createDeflate({ level: 9 });
  const out = [];
  deflater.on('data', (data) => out.push(data));
  const piece = Buffer.alloc(1024 * 1024);
  for (let left = rowBytes * height; left > 0; left -= piece.length)
    deflater.write(piece.subarray(0, Math.min(left, piece.length)));
  deflater.end();
  return new Promise((resolve, reject) => {
    deflater.on('error', reject);
    deflater.on('end', () =>
      resolve(
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          chunk('IHDR', ihdr),
          chunk('IDAT', Buffer.concat(out)),
          chunk('IEND', Buffer.alloc(0)),
        ]),
      ),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** One timed call: ms, status and error_code. */
async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  let code = '';
  try {
    code = JSON.parse(text).error_code || '';
  } catch {
    // not JSON: the status says enough
  }
  return { ms, status: response.status, answer: `${response.status}${code ? ` ${code}` : ''}` };
}

async function main() {
  const app = await startApp();
  const results = [];
  let failed = false;
  try {
    const teacher = visitor(app.baseUrl);
    await teacher('/api/login-check/');
    await teacher(accountPaths.loginReg, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: `guards.${Date.now()}@school.example`,
        pwd: 'long enough password',
      }).toString(),
    });
    const cookie = () => [...teacher.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const sharp = backendRequire('sharp');
    const ordinary = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#4a7bd0' },
    })
      .png()
      .toBuffer();
    const bodyBomb = await gzip(Buffer.alloc(64 * 1024 * 1024, 0x20));

    const upload = (bytes) => {
      const form = new FormData();
      form.set('file', new Blob([bytes]), 'picture.png');
      return { method: 'POST', body: form, headers: { ...CSRF, cookie: cookie() } };
    };
    const inputs = [
      { input: 'ordinary 800 × 800 PNG (kept)', bytes: ordinary, expect: 'kept' },
      { input: 'PNG bomb 39,000,000 × 1 grey', bytes: await zeroPng(39_000_000, 1, 'grey') },
      { input: 'PNG bomb 1 × 39,000,000 grey', bytes: await zeroPng(1, 39_000_000, 'grey') },
      // Just under the 40 Mpx limit: allowed, so decoded (the work a refusal spares).
      {
        input: 'largest allowed: 6300 × 6300 RGB (kept)',
        bytes: await zeroPng(6300, 6300, 'rgb'),
        expect: 'kept',
      },
    ].map((one) => ({
      ...one,
      call: () => timed(`${app.baseUrl}${accountPaths.profileUserpic}`, upload(one.bytes)),
    }));
    inputs.push({
      input: 'gzip body inflating to 64 MB',
      bytes: bodyBomb,
      call: () =>
        timed(`${app.baseUrl}/api/profile-set-settings/`, {
          method: 'POST',
          body: bodyBomb,
          headers: {
            ...CSRF,
            cookie: cookie(),
            'Content-Type': 'application/json',
            'Content-Encoding': 'gzip',
          },
        }),
    });

    // Warm the routes once, then the bare call's median.
    for (const one of inputs) await one.call();
    const bare = [];
    for (let i = 0; i < BARE_CALLS; i += 1)
      bare.push(
        (await timed(`${app.baseUrl}/api/login-check/`, { headers: { ...CSRF, cookie: cookie() } }))
          .ms,
      );
    const bareMs = median(bare);

    for (const one of inputs) {
      const times = [];
      let answer = '';
      for (let run = 0; run < runs; run += 1) {
        const result = await one.call();
        times.push(result.ms);
        answer = result.answer;
        if (result.status >= 500) failed = true;
        if (one.expect === 'kept' ? result.status !== 200 : result.status < 400) failed = true;
      }
      const ms = median(times);
      results.push({
        input: one.input,
        fileKb: one.bytes.length / 1024,
        answer,
        ms,
        ratio: ms / bareMs,
      });
    }
    results.push({ input: 'bare login-check', fileKb: 0, answer: '200', ms: bareMs, ratio: 1 });
  } finally {
    await app.stop();
  }

  printTable(
    `Input guards: answer time through the built app (median of ${runs}) against a bare login-check`,
    ['input', 'file kB', 'answer', 'ms', '× bare'],
    results.map((row) => [
      row.input,
      fixed(row.fileKb, 0),
      row.answer,
      fixed(row.ms, 1),
      `${fixed(row.ratio, 1)}×`,
    ]),
  );
  writeResults('guards', { runs, results });
  if (failed) {
    console.error('an input answered a server error, or a bomb was not refused');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
