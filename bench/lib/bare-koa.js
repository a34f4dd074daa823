// The bare baseline of the list benchmarks: a Koa app in its own process (bare-koa-server.js)
// answering exactly the JSON the app answered, so a ratio shows what the app adds.
'use strict';

const { fork } = require('node:child_process');
const path = require('node:path');

/** Starts the bare server; serve(path, json) registers an answer, stop() ends it. */
function startBareServer() {
  const child = fork(path.join(__dirname, 'bare-koa-server.js'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waitFor = (type, pathName) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type === type && (pathName === undefined || message.path === pathName)) {
          child.off('message', onMessage);
          resolve(message);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`bare Koa server exited (${code})`)));
    });
  return waitFor('listening').then(({ port }) => ({
    baseUrl: `http://127.0.0.1:${port}`,
    async serve(pathName, json) {
      const ready = waitFor('payload-ready', pathName);
      child.send({ type: 'payload', path: pathName, json });
      await ready;
    },
    stop: () => child.kill(),
  }));
}

module.exports = { startBareServer };
