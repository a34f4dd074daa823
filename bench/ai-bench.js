#!/usr/bin/env node
// The AI assistant's relay (issue 20): what the app adds between an OpenAI-compatible provider
// and the browser. The stand-in (packages/test-stand-ins/openai-chat.mjs) streams the same
// 60-word answer; it is asked directly (bare baseline) and through POST /api/ai-support-ask/
// of the built app (checks, limits, history, the document's text, SSE relay). Time to the first
// piece and to the whole answer, median of the runs. Never fails on time.
//
//   npm run bench:ai -w @gramota/bench        (BENCH_RUNS, default 5, asks of each kind × 2)
'use strict';

const { startApp } = require('@gramota/app-harness');
const { launchOpenAiChat } = require('../packages/test-stand-ins/launch.cjs');
const { printTable, fixed } = require('./lib/print-table');
const { visitor, CSRF } = require('./lib/api-visitor');

const runs = 2 * Math.max(1, Number.parseInt(process.env.BENCH_RUNS || '5', 10) || 5);
const TEMPLATE = 'en:204:0';
const ANSWER = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
/** Asks per account: the assistant allows 6 a minute. */
const ASKS_PER_ACCOUNT = 5;

/** Reads a streamed answer; ms to the first piece of text and to the end of the stream. */
async function timedStream(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let first = NaN;
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && /"(text|content)":"[^"]/.test(text))
      first = performance.now() - started;
  }
  if (!text.includes('word59')) throw new Error(`${url}: the answer did not arrive whole`);
  return { first, total: performance.now() - started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const chat = await launchOpenAiChat({ answer: ANSWER, delayMs: 0, model: 'bench' });
  // Every ask comes from this machine's address: its per-address and daily limits are lifted here.
  const app = await startApp({
    env: {
      AI_BASE_URL: chat.apiUrl,
      AI_MODEL: 'bench',
      AI_ADDRESS_PER_MINUTE: '100000',
      AI_ADDRESS_PER_DAY: '1000000',
      AI_DAILY_BUDGET: '1000000',
    },
  });
  try {
    const bare = [];
    const relayed = [];
    let account;
    let doc;
    for (let i = 0; i < runs; i += 1) {
      bare.push(
        await timedStream(`${chat.apiUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            model: 'bench',
            stream: true,
            messages: [{ role: 'user', content: 'write a letter of thanks, warm, 60 words' }],
          }),
        }),
      );
      if (i % ASKS_PER_ACCOUNT === 0) {
        // Only a signed-in teacher may ask the assistant.
        account = visitor(app.baseUrl);
        await account('/api/login-check/');
        await account('/api/login-reg/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            email: `ai-bench-${i}@school.test`,
            pwd: 'correct horse battery',
          }).toString(),
        });
        doc = (await account(`/api/create-doc/?template_id=${encodeURIComponent(TEMPLATE)}`)).doc;
      }
      const cookie = [...account.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      relayed.push(
        await timedStream(`${app.baseUrl}/api/ai-support-ask/${doc}/`, {
          method: 'POST',
          headers: { ...CSRF, 'Content-Type': 'application/json', cookie },
          body: JSON.stringify({ message: 'write a letter of thanks, warm, 60 words' }),
        }),
      );
    }
    const row = (name, list, base) => [
      name,
      fixed(median(list.map((r) => r.first))),
      fixed(median(list.map((r) => r.total))),
      base ? fixed(median(list.map((r) => r.total)) / median(base.map((r) => r.total)), 2) : '1.00',
    ];
    printTable(
      `AI assistant: a 60-word answer streamed in about 30 pieces, median of ${runs} asks`,
      ['path', 'first piece ms', 'whole answer ms', 'ratio to bare'],
      [
        row('provider stand-in, asked directly (bare)', bare),
        row('through /api/ai-support-ask/ (SSE relay)', relayed, bare),
      ],
    );
  } finally {
    await app.stop();
    await chat.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
