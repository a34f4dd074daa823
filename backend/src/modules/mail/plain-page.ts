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
