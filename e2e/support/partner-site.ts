import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerSite {
  readonly baseUrl: string;
  close(): Promise<void>;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Another origin (same host, other port) with a page that embeds the app in an iframe, as a
 * school site or a partner service would: GET /?src=<app URL>.
 */
export async function startPartnerSite(): Promise<PartnerSite> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url || '/', 'http://localhost');
    if (url.pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    const src = url.searchParams.get('src') || 'about:blank';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>School site</title>
<link rel="icon" href="data:,"></head>
<body><h2>Our school's certificates</h2>
<iframe id="embedded-app" src="${escapeAttribute(src)}" width="1100" height="700"></iframe>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
