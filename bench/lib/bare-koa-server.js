// The baseline of the docs benchmark: a bare Koa app in its own process (like the backend) that
// answers pre-built JSON objects, registered by the parent over IPC, path by path.
'use strict';

const http = require('node:http');
const { backendRequire } = require('@gramota/app-harness');

const Koa = backendRequire('koa');

const payloads = new Map();
const app = new Koa();
app.use((ctx) => {
  const body = payloads.get(ctx.path);
  if (body === undefined) {
    ctx.status = 404;
    return;
  }
  ctx.body = body;
});

process.on('message', (message) => {
  if (message && message.type === 'payload') {
    payloads.set(message.path, JSON.parse(message.json));
    process.send({ type: 'payload-ready', path: message.path });
  }
});
process.on('disconnect', () => process.exit(0));

const server = http.createServer(app.callback());
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  process.send({ type: 'listening', port: server.address().port });
});
