// Which PostgreSQL the list benches (bench:docs, bench:storage) also measure on, so that
// `npm run bench` prints both databases' figures (issue 34) without anything to set.
'use strict';

const net = require('node:net');

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something accepts connections on host:port within a second. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** BENCH_DATABASE_URL, else the local PostgreSQL when it answers, else undefined (SQLite only). */
async function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  return (await answers('127.0.0.1', 5432)) ? LOCAL_POSTGRES : undefined;
}

module.exports = { postgresUrl };
