// Starts the built app (backend/dist/server.js) the way an operator would, on a free port with a
// fresh temporary data directory, and stops it afterwards. Plain CommonJS so that both the e2e
// suite (TypeScript through @swc/jest) and the benchmarks (plain Node) use this one launcher.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');
const serverScript = path.join(repoRoot, 'backend', 'dist', 'server.js');

/** @returns {Promise<number>} a TCP port that was free a moment ago */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One HTTP GET without a browser; the /api header is always sent because the backend refuses
 * /api calls without it.
 * @param {string} url
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders, body: string}>}
 */
function httpGet(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'X-Requested-With': 'XMLHttpRequest' }, timeout: 5000 },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode || 0, headers: response.headers, body }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('./app-server.cjs').StartOptions} [options] (described in app-server.d.cts)
 * @returns {Promise<import('./app-server.cjs').RunningApp>}
 */
async function startApp(options = {}) {
  if (!fs.existsSync(serverScript)) {
    throw new Error(`${serverScript} is missing: build the app first (npx lerna run build).`);
  }
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-data-'));
  if (options.remotes) {
    fs.writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify(options.remotes, null, 2));
  }
  for (const [name, content] of Object.entries(options.publicFiles || {})) {
    const file = path.join(dataDir, 'public', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }

  const port = options.port || (await findFreePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs || []), serverScript], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL || 'warn',
      NODE_ENV: 'production',
      // As npm start gives a one-machine install (scripts/start.sh): credentials can be signed.
      VERIFY_SIGNING_SECRET: 'e2e-secret-sealing-the-issuer-signing-keys',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!hasExited) child.kill('SIGKILL');
    await exited;
  };

  const deadline = Date.now() + (options.startTimeoutMs || 60000);
  for (;;) {
    if (hasExited) {
      const { code, signal } = await exited;
      await stop();
      throw new Error(
        `The app exited before answering (code ${code}, signal ${signal}):\n${output}`,
      );
    }
    try {
      const answer = await httpGet(`${baseUrl}/api/login-check/`);
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer on ${baseUrl} within the timeout:\n${output}`);
    }
    await sleep(150);
  }

  return { baseUrl, port, dataDir, pid: child.pid, logs: () => output, stop, kill };
}

module.exports = { startApp, findFreePort, httpGet, repoRoot };
