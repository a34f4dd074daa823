import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PERMISSIONS,
  workshopErrors,
  workshopPaths,
  type PermissionFlags,
  type WorkshopMaketsAnswer,
} from '@gramota/contracts';
import Koa from 'koa';
import type { AppMiddleware, AppState, AppUser } from '../../../../http/app-state';
import { errorMiddleware } from '../../../../http/error.middleware';
import { createLogger } from '../../../../logger';
import { createMaketsRoutes, loadMaketCatalogue, type MaketCatalogue } from '..';
import { renderFixture } from './makets-fixture';

// The call behind the real error middleware, with the session stood in for by a header: who asks
// (a visitor, a signed-in teacher, a colleague switched in without workshop_full). The app's own
// session middleware is the integrator's to mount in front of it, as for every module.
const ALL = Object.fromEntries(PERMISSIONS.map((name) => [name, true])) as PermissionFlags;
const standInSession: AppMiddleware = async (ctx, next) => {
  const who = ctx.get('x-test-who');
  ctx.state.actor = { id: 'u1', login: who !== 'visitor' } as unknown as AppUser;
  ctx.state.account = ctx.state.actor;
  ctx.state.permissions = who === 'colleague' ? { ...ALL, workshop_full: false } : ALL;
  ctx.state.isAccess = who === 'colleague';
  await next();
};

let dir: string;
let catalogue: MaketCatalogue;
let server: http.Server;
let base: string;

beforeAll(async () => {
  ({ dir } = await renderFixture());
  catalogue = loadMaketCatalogue(dir);
  const app = new Koa<AppState>();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(createMaketsRoutes(standInSession, () => catalogue).routes());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string, who = 'teacher') => {
  const response = await fetch(base + url, { headers: { 'x-test-who': who } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/workshop-makets/', () => {
  it("answers a format's layouts, the backgrounds drawn for its orientation and the defaults", async () => {
    const { status, body } = await get(workshopPaths.makets('a5'));
    expect(status).toBe(200);
    const answer = body as unknown as WorkshopMaketsAnswer;
    expect(answer.result).toBe('success');
    expect(answer.makets.map((maket) => maket.id)).toEqual([2, 3, 5]);
    expect(answer.defaults).toEqual({ a5: 2, a4: 50, a4h: 53 });
    expect(answer.backgrounds.length).toBeGreaterThan(0);
    for (const background of answer.backgrounds) {
      expect(background.formats).toContain('a5');
      expect(background.img).toMatch(/^\/data\/templates\/ws-bg-[a-z0-9-]+\.jpg$/);
      expect(background.thumb).toMatch(/-thumb\.webp$/);
    }
    const classic = answer.makets.find((maket) => maket.id === 2)!;
    expect(classic).toMatchObject({ format: 'a5', type: 'c', type_bg: 'file' });
    expect(JSON.parse(classic.style_frame)).toMatchObject({ visible: true, width: 800 });
    expect(JSON.parse(classic.style_title)).not.toHaveProperty('text');
  });

  it('gives a custom format the layouts of its orientation and its default', async () => {
    const answer = (await get(workshopPaths.makets('ni-20x15')))
      .body as unknown as WorkshopMaketsAnswer;
    expect(answer.makets.map((maket) => maket.id)).toEqual([53, 62]);
    expect(answer.defaults['ni-20x15']).toBe(53);
    expect(answer.backgrounds.every((background) => background.formats.includes('a4h'))).toBe(true);
  });

  it('answers every layout and background without a format', async () => {
    const answer = (await get(workshopPaths.makets())).body as unknown as WorkshopMaketsAnswer;
    expect(answer.makets.map((maket) => maket.id).sort((a, b) => a - b)).toEqual([
      2, 3, 5, 50, 53, 62,
    ]);
    expect(answer.backgrounds).toEqual(catalogue.backgroundPresets());
  });

  it('refuses an unknown or repeated format with 400 format_invalid', async () => {
    for (const url of [
      workshopPaths.makets('a3'),
      workshopPaths.makets('ni-0x0'),
      workshopPaths.makets("a4'; drop table"),
      '/api/workshop-makets/?format=a4&format=a5',
    ]) {
      const { status, body } = await get(url);
      expect(status).toBe(400);
      expect(body).toEqual({
        result: 'error',
        error_code: 'format_invalid',
        error_text: workshopErrors.format_invalid,
        name: 'format',
      });
    }
  });

  it('asks a visitor to sign in and refuses a colleague without workshop_full', async () => {
    const visitor = await get(workshopPaths.makets('a4'), 'visitor');
    expect(visitor).toEqual({
      status: 401,
      body: {
        result: 'error',
        error_code: 'login_required',
        error_text: workshopErrors.login_required,
      },
    });
    const colleague = await get(workshopPaths.makets('a4'), 'colleague');
    expect(colleague.status).toBe(403);
    expect(colleague.body).toMatchObject({ result: 'forbidden' });
  });
});
