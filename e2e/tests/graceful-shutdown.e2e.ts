/**
 * SIGTERM drains an instance (issue 33): the built server, started as an operator starts it, gets
 * SIGTERM while a teacher's save is half sent. It stops taking new connections at once, finishes
 * the save, and leaves by itself; a restart on the same DATA_DIR reads the saved setting back.
 * (/readyz's 503 while draining: health.api.test.ts.)
 */
import http from 'node:http';
import net from 'node:net';
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type LoginCheckAnswer,
  type ProfileAnswer,
} from '@gramota/contracts';
import { startApp, type RunningApp } from '@gramota/app-harness';
import { readUntil } from '../support/wait';

jest.setTimeout(120_000);

interface Answer {
  status: number;
  body: string;
}

/** A request on its own keep-alive agent, so later requests reuse this very connection. */
function send(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string | number>,
): { request: http.ClientRequest; answer: Promise<Answer> } {
  const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  return { request, answer };
}

/** Whether a new TCP connection to the port is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('An instance told to stop (SIGTERM)', () => {
  let app: RunningApp | undefined;
  let restarted: RunningApp | undefined;
  afterAll(async () => {
    await app?.kill();
    await restarted?.stop();
  });

  test('finishes the save under way, refuses new connections, then leaves', async () => {
    app = await startApp({ env: { SHUTDOWN_GRACE_SECONDS: '30', LOG_LEVEL: 'info' } });
    const { port } = app;
    const check = await fetch(`${app.baseUrl}${apiPaths.loginCheck()}`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    const cookie = (check.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { user_key: userKey } = (await check.json()) as LoginCheckAnswer;

    // One kept-alive connection, accepted by the server before anything else happens.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = send(agent, port, 'GET', '/healthz', {});
    first.request.end();
    expect((await first.answer).status).toBe(200);

    // The teacher's save on it: headers and half the body sent, then the signal.
    const body = `settings=${encodeURIComponent(JSON.stringify({ template_regions: 'ru-mow' }))}`;
    const save = send(agent, port, 'POST', apiPaths.profileSetSettings(), {
      Cookie: cookie,
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': Buffer.byteLength(body),
    });
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve, reject) =>
      save.request.write(body.slice(0, half), (error) => (error ? reject(error) : resolve())),
    );
    // A request sent after that data and answered: the server has read the save's headers by now
    // (it reads ready sockets in the order their data came).
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    process.kill(app.pid, 'SIGTERM');

    // No new connection is taken once it drains.
    expect(
      await readUntil(
        () => accepts(port),
        (open) => !open,
        10_000,
      ),
    ).toBe(false);
    expect(app.logs()).toContain('shutting down');

    // The save under way completes.
    save.request.end(body.slice(half));
    const saved = await save.answer;
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body)).toMatchObject({
      result: 'success',
      settings: { template_regions: 'ru-mow' },
    });

    // The process leaves by itself, well within its grace time.
    const pid = app.pid;
    const gone = await readUntil(
      () => Promise.resolve(!processAlive(pid)),
      (left) => left,
      20_000,
    );
    expect(gone).toBe(true);
    agent.destroy();

    // A restart on the same DATA_DIR reads the save back.
    restarted = await startApp({ dataDir: app.dataDir });
    const profile = await fetch(`${restarted.baseUrl}${apiPaths.profileGet(userKey)}`, {
      headers: { Cookie: cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(((await profile.json()) as ProfileAnswer).settings).toMatchObject({
      template_regions: 'ru-mow',
    });
  });
});

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
