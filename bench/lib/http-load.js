// A small autocannon-like load loop: N keep-alive connections, each sending the next request as
// soon as the previous answer has been read, for a fixed time. Latency = request sent → last byte.
'use strict';

const http = require('node:http');
const { performance } = require('node:perf_hooks');

function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * @param {string} url
 * @param {{ headers?: Record<string, string>, seconds: number, connections: number }} options
 */
async function runLoad(url, { headers = {}, seconds, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const start = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => {
          if (response.statusCode === 200) {
            latencies.push(performance.now() - start);
            bytes = size;
          } else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < deadline) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return summarize([{ latencies, errors, seconds: elapsed, bytes }]);
}

/** Figures of one or more runs taken together (latencies pooled, time summed). */
function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    latencies,
    requests: latencies.length,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    seconds,
    requestsPerSecond: latencies.length / seconds,
    median: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    bytes: runs[runs.length - 1].bytes,
  };
}

/**
 * Two targets measured in alternating one-second slices, so that a busy moment of the machine
 * (other processes) hits both alike and their ratio stays meaningful.
 */
async function runInterleaved(targets, { seconds, connections, warmupSeconds }) {
  for (const target of targets)
    await runLoad(target.url, { headers: target.headers, seconds: warmupSeconds, connections });
  const runs = targets.map(() => []);
  for (let slice = 0; slice < Math.max(1, Math.round(seconds)); slice += 1)
    for (const [index, target] of targets.entries())
      runs[index].push(
        await runLoad(target.url, { headers: target.headers, seconds: 1, connections }),
      );
  return runs.map((slices) => {
    const { latencies: _latencies, ...figures } = summarize(slices);
    return figures;
  });
}

module.exports = { runLoad, runInterleaved };
