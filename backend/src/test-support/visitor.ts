import { CSRF_HEADER, CSRF_HEADER_VALUE, type LoginCheckAnswer } from '@gramota/contracts';
import type { TestApp } from './test-app';

export type FormFields = Record<string, string | number | boolean | undefined>;

/**
 * Cookies by host name, as a browser keeps them (ports share cookies, paths are ignored: enough
 * for these tests). Expired cookies are dropped.
 */
export class CookieJar {
  private readonly hosts = new Map<string, Map<string, string>>();

  header(url: string): string {
    const cookies = this.hosts.get(new URL(url).hostname);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  get(url: string, name: string): string | undefined {
    return this.hosts.get(new URL(url).hostname)?.get(name);
  }

  store(url: string, response: Response): void {
    const host = new URL(url).hostname;
    const cookies = this.hosts.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expires = attributes
        .map((attribute) => /^\s*expires=(.*)$/i.exec(attribute)?.[1])
        .find(Boolean);
      const maxAge = attributes
        .map((attribute) => /^\s*max-age=(.*)$/i.exec(attribute)?.[1])
        .find(Boolean);
      const gone =
        value === '' ||
        (expires !== undefined && new Date(expires).getTime() <= Date.now()) ||
        (maxAge !== undefined && Number(maxAge) <= 0);
      if (gone) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.hosts.set(host, cookies);
  }
}

/** A form-urlencoded body (undefined values are left out). */
export function formBody(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

/**
 * One browser talking to the app the way the front end does (X-Requested-With on every call, the
 * session cookie kept and replaced when the server rotates it).
 */
export class Visitor {
  readonly jar = new CookieJar();

  constructor(readonly app: TestApp) {}

  async request(pathAndQuery: string, init: RequestInit & { csrf?: boolean } = {}) {
    const { csrf = true, ...rest } = init;
    const url = `${this.app.baseUrl}${pathAndQuery}`;
    const headers = new Headers(rest.headers);
    if (csrf) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(url, { redirect: 'manual', ...rest, headers });
    this.jar.store(url, response);
    return response;
  }

  get(pathAndQuery: string, headers?: Record<string, string>) {
    return this.request(pathAndQuery, { headers });
  }

  post(pathAndQuery: string, fields: FormFields = {}, headers: Record<string, string> = {}) {
    return this.request(pathAndQuery, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: formBody(fields),
    });
  }

  postJson(pathAndQuery: string, body: unknown) {
    return this.request(pathAndQuery, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Multipart upload: `file` as the named field, plus text fields. */
  upload(pathAndQuery: string, file: Uint8Array | string, fields: FormFields = {}, name = 'file') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) form.set(key, String(value));
    const bytes = typeof file === 'string' ? new TextEncoder().encode(file) : file;
    form.set(name, new Blob([bytes]), 'upload.bin');
    return this.request(pathAndQuery, { method: 'POST', body: form });
  }

  async loginCheck(): Promise<LoginCheckAnswer> {
    return (await (await this.get('/api/login-check/')).json()) as LoginCheckAnswer;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(this.app.baseUrl, name);
  }

  /**
   * A browser navigation (no X-Requested-With), following redirects across hosts with the jar,
   * as a browser does: 303 and 302 after a POST become GETs.
   */
  async navigate(
    url: string,
    init: { method?: string; body?: string; contentType?: string } = {},
  ): Promise<{ response: Response; url: string; hops: string[] }> {
    let current = url.startsWith('http') ? url : `${this.app.baseUrl}${url}`;
    let method = init.method ?? 'GET';
    let body = init.body;
    const hops: string[] = [];
    for (let hop = 0; hop < 20; hop += 1) {
      hops.push(current);
      const headers = new Headers();
      const cookie = this.jar.header(current);
      if (cookie) headers.set('Cookie', cookie);
      if (body !== undefined)
        headers.set('Content-Type', init.contentType ?? 'application/x-www-form-urlencoded');
      const response = await fetch(current, { method, body, headers, redirect: 'manual' });
      this.jar.store(current, response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        current = new URL(location, current).href;
        if (
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return { response, url: current, hops };
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}

export function readJsonAs<T>(response: Response): Promise<T> {
  return response.json() as Promise<T>;
}
