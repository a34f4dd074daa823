import { isDocType, type Language } from '@gramota/contracts';
import { t } from '../../shared/texts';
import { intlLocale } from '../../shared/intl-locale';
import { escapeHtml, plainPage } from '../mail';
import { formatVerifyId, verifyPaths } from './verify-id';
import type { VerifiableFile } from './verifiable-file.entity';
import type { VerifyStatus } from './verification.service';

/** The page's own policy: no script at all, its one form asks this page again. */
export const VERIFY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'";

const STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, sans-serif; background: #f3f4f6;
  color: #1f2937; }
main { max-width: 34rem; margin: 2rem auto; padding: 1rem; }
h1 { font-size: 1.25rem; }
.status { padding: 0.9rem 1rem; border-radius: 8px; font-weight: 700; font-size: 1.1rem; }
.valid { background: #dcfce7; color: #14532d; }
.revoked, .expired { background: #fee2e2; color: #7f1d1d; }
.status p { margin: 0.4rem 0 0; font-weight: 400; }
.same, .credential { background: #dcfce7; } .changed, .forged { background: #fee2e2; }
.notice { padding: 0.7rem 1rem; border-radius: 8px; }
section { margin-top: 1.5rem; border-top: 1px solid #d1d5db; }
h2 { font-size: 1.05rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
dt { color: #4b5563; }
dd { margin: 0; font-weight: 600; }
.thumb { display: block; max-width: 100%; height: auto; margin-top: 1rem; border: 1px solid #d1d5db;
  background: #fff; }
form { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: end; }
label { display: flex; flex-direction: column; gap: 0.3rem; }
input { padding: 0.6rem; font-size: 1.1rem; letter-spacing: 0.08em; text-transform: uppercase; }
button { padding: 0.7rem 1.1rem; border: 0; border-radius: 8px; background: #2563eb; color: #fff;
  font-weight: 600; font-size: 1rem; }`;

const textsIn = (language: Language) => (key: string, values?: Record<string, string>) =>
  t(language, `verification:page.${key}`, values);

const dateIn = (language: Language, at: number) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at);

function page(language: Language, title: string, body: string): string {
  return plainPage({
    language,
    title,
    style: STYLE,
    body: `<h1>${escapeHtml(title)}</h1>\n${body}`,
  });
}

function idForm(language: Language, typed = ''): string {
  const say = textsIn(language);
  return `<form method="get" action="${verifyPaths.form()}">
<label>${escapeHtml(say('idLabel'))}
<input name="id" value="${escapeHtml(typed)}" maxlength="40" autocomplete="off" spellcheck="false" required></label>
<button type="submit">${escapeHtml(say('check'))}</button>
</form>`;
}

/** /v/: a form to type the ID printed on a paper. */
export function verifyFormPage(language: Language): string {
  const say = textsIn(language);
  return page(language, say('title'), `<p>${escapeHtml(say('intro'))}</p>\n${idForm(language)}`);
}

/** What comparing an uploaded file with the issued ones found (file-fingerprint.ts). */
export type FileComparison =
  | 'same'
  | 'changed'
  | 'too_large'
  | 'none'
  /** An uploaded credential signed by the issuer for this document. */
  | 'credential'
  /** An uploaded credential whose signature does not hold, or issued for another document. */
  | 'forged';

const COMPARISON_TEXTS: Record<FileComparison, string> = {
  same: 'fileSame',
  changed: 'fileChanged',
  credential: 'fileCredential',
  forged: 'fileForged',
  too_large: 'fileTooLarge',
  none: 'fileNone',
};

/** "This exact file?": a form posting one PDF or JPEG here, and what the last one was found to be. */
function fileSection(language: Language, compared?: FileComparison): string {
  const say = textsIn(language);
  const notice = compared
    ? `<p class="notice ${compared}" data-file="${compared}">${escapeHtml(say(COMPARISON_TEXTS[compared]))}</p>\n`
    : '';
  return `<section>
<h2>${escapeHtml(say('fileTitle'))}</h2>
${notice}<p>${escapeHtml(say('fileIntro'))}</p>
<form method="post" enctype="multipart/form-data">
<label>${escapeHtml(say('fileLabel'))}
<input type="file" name="file" accept=".pdf,.jpg,.jpeg,.jwt,application/pdf,image/jpeg" required></label>
<button type="submit">${escapeHtml(say('fileCheck'))}</button>
</form>
</section>`;
}

/** One document: its status first, then what was issued, as issued, then "this exact file?". */
export function verifyResultPage(
  language: Language,
  file: VerifiableFile,
  status: VerifyStatus,
  compared?: FileComparison,
): string {
  const say = textsIn(language);
  const statusLines: Record<VerifyStatus, () => string> = {
    valid: () => escapeHtml(say('valid')),
    revoked: () =>
      escapeHtml(say('revoked', { date: dateIn(language, file.revokedAt ?? 0) })) +
      (file.revokeReason
        ? `<p>${escapeHtml(say('reason', { reason: file.revokeReason }))}</p>`
        : ''),
    expired: () => escapeHtml(say('expired', { date: dateIn(language, file.expiresAt ?? 0) })),
  };
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(say(label))}</dt><dd>${escapeHtml(value)}</dd>`;
  const type = say(`types.${isDocType(file.docType) ? file.docType : 'o'}`);
  return page(
    language,
    say('title'),
    `<div class="status ${status}" data-status="${status}">${statusLines[status]()}</div>
<dl>
${row('recipient', file.recipient)}
${row('type', type)}
${row('name', file.title)}
${row('issuer', file.issuerName)}
${row('made', dateIn(language, file.madeAt))}
${row('number', formatVerifyId(file.id))}
</dl>
<img class="thumb" src="${verifyPaths.page(file.id)}/thumb" alt="${escapeHtml(say('thumb'))}" width="300">
${file.pdfSha256 || file.jpegSha256 ? fileSection(language, compared) : ''}`,
  );
}

/** An unknown ID and a malformed one look the same: nothing tells which IDs exist. */
export function verifyMissingPage(language: Language, typed: string): string {
  const say = textsIn(language);
  return page(
    language,
    say('notFoundTitle'),
    `<p>${escapeHtml(say('notFound'))}</p>\n${idForm(language, typed)}`,
  );
}

export function verifyTooManyPage(language: Language): string {
  const say = textsIn(language);
  return page(language, say('tooManyTitle'), `<p>${escapeHtml(say('tooMany'))}</p>`);
}
