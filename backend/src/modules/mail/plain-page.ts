import type { Language } from '@gramota/contracts';
import { escapeHtml } from './outbox.page';
import { htmlLang } from './reader-language';

/**
 * The frame of the small pages the server writes itself, without the app's JavaScript (a made
 * file's share-to-phone page, a mail's unsubscribe page, the sandbox checkout): the reader's
 * language, a phone's viewport, kept out of search engines, the page's own inline style.
 */
export function plainPage(page: {
  language: Language;
  title: string;
  style: string;
  /** Already-escaped markup inside <main>. */
  body: string;
}): string {
  return `<!doctype html>
<html lang="${htmlLang(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>
`;
}

/** The few fields of a Koa context a plain page is answered through. */
interface PageAnswer {
  set(field: string, value: string): void;
  type: string;
  status: number;
  body: unknown;
}

/**
 * Answers a plain page: its own Content-Security-Policy (`csp`), never stored by a cache (a
 * revoked or unshared file shows at once), kept out of search engines, in the reader's language.
 */
export function sendPlainPage(ctx: PageAnswer, status: number, html: string, csp: string): void {
  ctx.set('Content-Security-Policy', csp);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Vary', 'Accept-Language');
  ctx.type = 'text/html; charset=utf-8';
  ctx.status = status;
  ctx.body = html;
}
