import { ACCOUNT_LIMITS, type Language } from '@gramota/contracts';
import type { MailMessage } from './mail.service';
import { CODE_MAIL_TEXTS, FILE_MAIL_TEXTS } from './mail-templates.texts';
import { escapeHtml } from './outbox.page';
import { htmlLang } from './reader-language';
import { fill, plural } from './text-fill';

export type CodePurpose = 'quick' | 'reset';

/** The one-time code e-mail: subject (with the code, handy on a phone), plain text and simple HTML. */
export function codeMessage(
  to: string,
  purpose: CodePurpose,
  code: string,
  language: Language,
): MailMessage {
  const words = CODE_MAIL_TEXTS[language];
  const { subject, lead } = words[purpose];
  const validity = plural(language, ACCOUNT_LIMITS.codeTtlMinutes, words.validity);
  const text = [
    words.hello,
    '',
    `${lead} ${code}`,
    '',
    validity,
    words.ignore,
    '',
    words.signature,
  ].join('\n');
  // Only fixed texts, a number and six digits go into the HTML: nothing to escape.
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(language)}"><body style="font-family: Arial, sans-serif">`,
    `<p>${words.hello}</p>`,
    `<p>${lead}</p>`,
    `<p style="font-size: 28px; letter-spacing: 4px"><b>${code}</b></p>`,
    `<p>${validity}<br>${words.ignore}</p>`,
    `<p>${words.signature}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${subject}: ${code}`, text, html };
}

/** What a sent ready file needs: its doc's name and the two files to attach. */
export interface MailedFile {
  /** The doc's name (shown in the subject and the text). */
  name: string;
  /** The file name without extension, as the reader saves it. */
  filename: string;
  jpegPath: string;
  pdfPath: string;
}

/** A ready file by e-mail (seed 001 §7 creator-send-mail): the JPEG and the PDF attached. */
export function fileMessage(to: string, file: MailedFile, language: Language): MailMessage {
  const words = FILE_MAIL_TEXTS[language];
  const text = [
    words.hello,
    '',
    `${words.lead} ${file.name}`,
    words.formats,
    '',
    words.why,
    '',
    words.signature,
  ].join('\n');
  // The doc's name is the teacher's own text: escaped like everything else put into HTML.
  const html = [
    '<!doctype html>',
    `<html lang="${htmlLang(language)}"><body style="font-family: Arial, sans-serif">`,
    `<p>${words.hello}</p>`,
    `<p>${words.lead} <b>${escapeHtml(file.name)}</b></p>`,
    `<p>${words.formats}</p>`,
    `<p style="color: #666">${words.why}</p>`,
    `<p>${words.signature}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: fill(words.subject, { name: file.name }),
    text,
    html,
    attachments: [
      { filename: `${file.filename}.jpg`, path: file.jpegPath, contentType: 'image/jpeg' },
      { filename: `${file.filename}.pdf`, path: file.pdfPath, contentType: 'application/pdf' },
    ],
  };
}
