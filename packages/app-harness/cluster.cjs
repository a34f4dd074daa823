// What several instances of the app share (issue 33), each a real process: an S3-compatible
// server (npm s3rver), a reverse proxy (Debian's nginx, round robin) in front of backends, a
// render worker, and a throwaway PostgreSQL database. Used by the several-backends e2e, the
// backend's file-store tests and the scale benchmark.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { findFreePort, repoRoot } = require('./app-server.cjs');
const { backendRequire } = require('./backend-require.cjs');

const backendDir = path.join(repoRoot, 'backend');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} port */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Spawns a process and keeps what it prints; `exited` settles when it ends. */
function run(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    alive,
    logs: () => output,
    async stop(signal = 'SIGTERM') {
      if (!alive()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `port` takes connections, or fails with what the process printed. */
async function untilListening(port, proc, what) {
  for (let attempt = 0; !(await accepts(port)); attempt += 1) {
    if (!proc.alive() || attempt > 300)
      throw new Error(`${what} did not start on port ${port}:\n${proc.logs()}`);
    await sleep(50);
  }
}

/**
 * An S3-compatible server in its own process: the wire protocol over HTTP, SigV4, ranges,
 * ListObjectsV2, CopyObject; a throwaway folder and one bucket.
 * @param {{ bucket?: string }} [options]
 */
async function startS3Server(options = {}) {
  const bucket = options.bucket || 'gramota-test';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-s3-'));
  const port = await findFreePort();
  const bin = require.resolve('s3rver/bin/s3rver.js', { paths: [backendDir] });
  const proc = run(process.execPath, [
    bin,
    '--directory',
    directory,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--silent',
    '--configure-bucket',
    bucket,
  ]);
  await untilListening(port, proc, 's3rver');
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials (it checks the signatures against them).
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    /** The app's environment for this bucket. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    /** Gone at once, as a crashed or unplugged server. */
    kill: () => void proc.child.kill('SIGKILL'),
    async stop() {
      await proc.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Debian's nginx, wherever PATH leaves it. */
const nginxBinary = () =>
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) || 'nginx';

/**
 * nginx in front of `ports`, round robin without stickiness, passing X-Forwarded-For/-Proto (the
 * backends run with TRUST_PROXY). A backend that refuses or drops a connection is taken out for a
 * few seconds and the request goes to the next one, as a production proxy is set up. Its access
 * log records which backend answered each request.
 * @param {number[]} ports
 * @param {{ port?: number }} [options]
 */
async function startProxy(ports, options = {}) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the temp
  // folders where large request bodies (a class list's table) are buffered.
  fs.chmodSync(prefix, 0o755);
  const port = options.port || (await findFreePort());
  const accessLog = path.join(prefix, 'access.log');
  const temp = (name) => path.join(prefix, name);
  const conf = `
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$upstream_addr $status $request_method $uri';
  access_log ${accessLog} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 60m;
  upstream backends {
    ${ports.map((one) => `server 127.0.0.1:${one} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://backends;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_read_timeout 120s;
      proxy_buffering off;
    }
  }
}
`;
  fs.writeFileSync(temp('nginx.conf'), conf);
  const proc = run(nginxBinary(), ['-p', prefix, '-c', temp('nginx.conf'), '-g', 'daemon off;']);
  await untilListening(port, proc, 'nginx');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    /** How many requests each backend answered (`127.0.0.1:port` → count), from the access log. */
    answeredBy() {
      const counts = new Map();
      const log = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : '';
      for (const line of log.split('\n').filter(Boolean)) {
        // A retried request lists every backend tried: the last one answered.
        const upstream = line.split(' ')[0].split(',').pop().trim();
        counts.set(upstream, (counts.get(upstream) || 0) + 1);
      }
      return counts;
    },
    logs: () => proc.logs(),
    async stop() {
      await proc.stop('SIGQUIT');
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * A render worker (`npm run worker`) with the given environment (REDIS_URL, DATABASE_URL, S3_*),
 * its own temporary DATA_DIR: it shares nothing with the backends but those services.
 * @param {Record<string, string>} env
 */
async function startWorker(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-worker-'));
  const proc = run(process.execPath, [path.join(backendDir, 'dist', 'cli', 'worker.js')], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
  });
  for (let attempt = 0; !proc.logs().includes('render worker started'); attempt += 1) {
    if (!proc.alive() || attempt > 600)
      throw new Error(`the render worker did not start:\n${proc.logs()}`);
    await sleep(50);
  }
  return {
    logs: proc.logs,
    async stop() {
      await proc.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database beside the one `adminUrl` names (else POSTGRES_ADMIN_URL, else the PostgreSQL
 * at 127.0.0.1:5432), dropped again by `drop()`.
 */
async function createPostgresDatabase(adminUrl) {
  const admin =
    adminUrl || process.env.POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `gramota_cluster_${randomBytes(4).toString('hex')}`;
  const { Client } = backendRequire('pg');
  const query = async (sql) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

module.exports = { startS3Server, startProxy, startWorker, createPostgresDatabase };
