import type { Language } from '@gramota/contracts';
import { t, textsOf } from '../../shared/texts';
import { escapeHtml, plainPage } from '../mail';

/** The page's words (backend/locales/{lng}/delivery.json): plain text, put in unescaped. */
interface SharePageTexts {
  title: string;
  jpeg: string;
  pdf: string;
  hint: string;
  missingTitle: string;
  missing: string;
  goneTitle: string;
  gone: string;
}

const textsIn = (language: Language) => textsOf<SharePageTexts>(language, 'delivery:sharePage');

/** The page's own policy: no script at all, pictures and styles only from here. */
export const SHARE_PAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'";

const STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, sans-serif; background: #f3f4f6;
  color: #1f2937; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.25rem; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
img { display: block; width: 100%; height: auto; background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
nav { display: flex; gap: 0.75rem; margin: 1rem 0; flex-wrap: wrap; }
a.button { flex: 1 1 10rem; text-align: center; padding: 0.9rem 1rem; border-radius: 8px;
  background: #2563eb; color: #fff; text-decoration: none; font-weight: 600; }
a.button.secondary { background: #fff; color: #2563eb; border: 1px solid #2563eb; }
p { color: #4b5563; }`;

const page = (language: Language, title: string, body: string) =>
  plainPage({ language, title, style: STYLE, body });

export interface SharedFile {
  /** The doc's name. */
  name: string;
  /** The file name the phone saves (without extension). */
  filename: string;
  /** The picture shown on the page (through the share code). */
  pictureUrl: string;
  /** The downloads (through the share code, as attachments). */
  jpegUrl: string;
  pdfUrl: string;
  /** A parent's link: the day it stops working, in words; null for the file's own share code. */
  until?: string | null;
}

/** A parent's link says until when it works. */
const untilLine = (language: Language, until: string | null | undefined) =>
  until ? `\n<p>${escapeHtml(t(language, 'delivery:sharePage.until', { date: until }))}</p>` : '';

/** The share-to-mobile page (seed 001 §7): the picture and two download buttons. */
export function renderSharePage(file: SharedFile, language: Language): string {
  const words = textsIn(language);
  const name = escapeHtml(file.name);
  return page(
    language,
    `${file.name} · ${words.title}`,
    `<h1>${name}</h1>
<img src="${escapeHtml(file.pictureUrl)}" alt="${name}">
<nav>
<a class="button" href="${escapeHtml(file.jpegUrl)}" download="${escapeHtml(`${file.filename}.jpg`)}">${words.jpeg}</a>
<a class="button secondary" href="${escapeHtml(file.pdfUrl)}" download="${escapeHtml(`${file.filename}.pdf`)}">${words.pdf}</a>
</nav>
<p>${words.hint}</p>${untilLine(language, file.until)}`,
  );
}

/** A parent's link revoked by the teacher or past its day (issue 37). */
export function renderShareGonePage(language: Language): string {
  const words = textsIn(language);
  return page(language, words.goneTitle, `<h1>${words.goneTitle}</h1>\n<p>${words.gone}</p>`);
}

/** An unknown or deleted code. */
export function renderShareMissingPage(language: Language): string {
  const words = textsIn(language);
  return page(
    language,
    words.missingTitle,
    `<h1>${words.missingTitle}</h1>\n<p>${words.missing}</p>`,
  );
}
