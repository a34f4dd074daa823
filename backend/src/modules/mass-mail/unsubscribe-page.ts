import type { Language } from '@gramota/contracts';
import { t, type TextValues } from '../../shared/texts';
import { escapeHtml, plainPage } from '../mail';

/** The page's own policy: no script, its form posts only here. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; " +
  "frame-ancestors 'none'";

/**
 * What a pupil or parent reads (no account here), in the browser's language, else Russian:
 * backend/locales/{lng}/mass-mail.json.
 */
const textsIn =
  (language: Language) =>
  (key: string, values?: TextValues): string =>
    t(language, `mass-mail:unsubscribe.${key}`, values);

const STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, sans-serif; background: #f3f4f6;
  color: #1f2937; }
main { max-width: 32rem; margin: 2rem auto; padding: 1rem; }
h1 { font-size: 1.25rem; }
button { padding: 0.8rem 1.2rem; border: 0; border-radius: 8px; background: #2563eb;
  color: #fff; font-weight: 600; font-size: 1rem; }`;

const page = (language: Language, title: string, body: string) =>
  plainPage({
    language,
    title,
    style: STYLE,
    body: `<h1>${escapeHtml(title)}</h1>
${body}`,
  });

/** Stands for the address while the text is escaped; then the address goes in, bold. */
const EMAIL_MARK = '{email}';

/** A text with `{{email}}`: the words escaped, the address escaped and bold. */
function withEmail(say: ReturnType<typeof textsIn>, key: string, email: string): string {
  return escapeHtml(say(key, { email: EMAIL_MARK })).replace(
    EMAIL_MARK,
    `<b>${escapeHtml(email)}</b>`,
  );
}

/** GET: asks first (a link scanner that opens the link unsubscribes nobody). */
export function unsubscribeAskPage(language: Language, email: string): string {
  const say = textsIn(language);
  return page(
    language,
    say('title'),
    `<p>${withEmail(say, 'question', email)}</p>
<form method="post"><button type="submit">${escapeHtml(say('button'))}</button></form>`,
  );
}

export function unsubscribeDonePage(language: Language, email: string): string {
  const say = textsIn(language);
  return page(language, say('title'), `<p>${withEmail(say, 'done', email)}</p>`);
}

export function unsubscribeMissingPage(language: Language): string {
  const say = textsIn(language);
  return page(language, say('missingTitle'), `<p>${escapeHtml(say('missing'))}</p>`);
}
