import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { httpOrigin } from '../../shared/origin';
import type { AppState } from '../app-state';
import {
  allowAreaOrigins,
  contentSecurityPolicy,
  securityHeaders,
  setFrameAncestors,
} from '../security-headers.middleware';

/** The policy's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('allows no inline script and no eval, only files of this origin', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // style-loader injects <style> tags and React writes style attributes.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds embedding sites to frame-ancestors and area origins to what pages load', () => {
    const policy = directives(
      contentSecurityPolicy({
        frameAncestors: ['https://school.example'],
        areaOrigins: ['https://cdn.example.org'],
      }),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://school.example']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy.get('img-src')).toContain('https://cdn.example.org');
    expect(policy.get('font-src')).toContain('https://cdn.example.org');
  });
});

describe('httpOrigin', () => {
  it.each([
    ['https://school.example', 'https://school.example'],
    ['https://School.Example/', 'https://school.example'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['https://school.example:443', 'https://school.example'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('%s is the origin %s', (value, origin) => {
    expect(httpOrigin(value)).toBe(origin);
  });

  it.each([
    'school.example',
    'ftp://school.example',
    'https://school.example/path',
    'https://school.example?x=1',
    'https://user:pass@school.example',
    'https://*.school.example',
    "https://x.example; script-src 'unsafe-inline'",
    'https://a.example,https://b.example',
    'javascript:alert(1)',
    "'self'",
    '*',
    '',
  ])('%s is not an origin', (value) => {
    expect(httpOrigin(value)).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = new Koa<AppState>();
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch {
        ctx.status = 500;
        ctx.body = 'failed';
      }
    });
    app.use(securityHeaders());
    app.use(async (ctx) => {
      ctx.set('X-Powered-By', 'Koa');
      if (ctx.path === '/embed') {
        // A handler's own list: bad values never reach the header.
        setFrameAncestors(ctx, [
          'https://school.example',
          "https://x.example; script-src 'unsafe-inline'",
          'javascript:alert(1)',
        ]);
        allowAreaOrigins(ctx, ['https://cdn.example.org/mf-docs/mf-manifest.json', '/mf/docs/']);
      }
      if (ctx.path === '/own') ctx.set('Content-Security-Policy', "default-src 'none'");
      if (ctx.path === '/fails') throw new Error('boom');
      ctx.body = 'ok';
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sets the policy after the handler, with what it allowed', async () => {
    const response = await fetch(`${baseUrl}/embed`);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://school.example']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.org']);
  });

  it("keeps a handler's own stricter policy", async () => {
    const response = await fetch(`${baseUrl}/own`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('sends the default policy on failures too, never X-Powered-By or X-Frame-Options', async () => {
    for (const path of ['/plain', '/fails']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});
