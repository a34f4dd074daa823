import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerSite {
  /** The site as its own origin: another host name than the app's (a different site). */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * Host names the browser maps to this machine (PARTNER_HOST_ARGS): a school's site and an unlisted
 * one, each a different site from the app at 127.0.0.1.
 */
export const SCHOOL_HOST = 'school.test';
export const STRANGER_HOST = 'stranger.test';

/** The Chromium switch that makes both host names reach this machine (support/fixtures.ts). */
export const PARTNER_HOST_ARGS = [
  `--host-resolver-rules=MAP ${SCHOOL_HOST} 127.0.0.1, MAP ${STRANGER_HOST} 127.0.0.1`,
];

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="data:,"></head>
<body>${body}</body></html>`;

/**
 * Another site with pages a school site or an attacker's site would have, none with a script:
 * - `/?src=<app URL>` frames the app (an embedded area);
 * - `/link?href=<URL>` a link the teacher clicks (a top-level navigation from another site);
 * - `/form?action=<URL>&name=value...` a form posted to the app by a button.
 */
export async function startPartnerSite(host = '127.0.0.1'): Promise<PartnerSite> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url || '/', 'http://partner');
    const send = (html: string) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
    };
    if (url.pathname === '/') {
      const src = url.searchParams.get('src') || 'about:blank';
      send(
        page(
          'School site',
          `<h2>Our school's certificates</h2>
<iframe id="embedded-app" src="${escapeAttribute(src)}" width="1100" height="700"></iframe>`,
        ),
      );
    } else if (url.pathname === '/link') {
      const href = url.searchParams.get('href') || '/';
      send(page('A link', `<a id="go" href="${escapeAttribute(href)}">Claim your prize</a>`));
    } else if (url.pathname === '/form') {
      const action = url.searchParams.get('action') || '/';
      const fields = [...url.searchParams]
        .filter(([name]) => name !== 'action')
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`,
        )
        .join('');
      send(
        page(
          'A form',
          `<form method="post" action="${escapeAttribute(action)}">${fields}<button id="go">Vote</button></form>`,
        ),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
