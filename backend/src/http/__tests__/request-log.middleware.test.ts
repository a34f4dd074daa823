import { Writable } from 'node:stream';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import type { AppState } from '../app-state';
import { loggablePath, requestLog } from '../request-log.middleware';

describe('loggablePath', () => {
  it('masks api keys in list URLs', () => {
    expect(loggablePath('/api/profile-get/0123456789abcdef0123456789abcdef/')).toBe(
      '/api/profile-get/:key/',
    );
    expect(loggablePath('/api/docs-get/0123456789ABCDEF0123456789abcdef')).toBe(
      '/api/docs-get/:key',
    );
  });

  it('leaves other paths alone', () => {
    expect(loggablePath('/mf/docs/static/js/412.3f9a1c2b.js')).toBe(
      '/mf/docs/static/js/412.3f9a1c2b.js',
    );
    expect(loggablePath('/api/get-doc/865a2908-4897-4b04-9048-63331fbd7141/')).toBe(
      '/api/get-doc/865a2908-4897-4b04-9048-63331fbd7141/',
    );
  });
});

describe('requestLog', () => {
  it('writes one JSON line per request with method, path, status, ms and user, and no secrets', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').trim().split('\n'));
        done();
      },
    });
    const app = new Koa<AppState>();
    app.use(requestLog(pino({ base: undefined }, sink)));
    app.use((ctx) => {
      ctx.state.actor = { id: 'user-1' } as AppState['actor'];
      ctx.status = 201;
      ctx.body = 'ok';
    });
    const server = http.createServer(app.callback()).listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(
        `http://127.0.0.1:${port}/api/login-auth/0123456789abcdef0123456789abcdef/?email=a@b.c&pwd=hunter2`,
        {
          headers: { Cookie: 'gramota_sid=secret-token' },
        },
      );
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/login-auth/:key/',
      status: 201,
      userId: 'user-1',
      msg: 'request',
    });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0]).not.toMatch(/hunter2|secret-token|0123456789abcdef/);
  });
});
