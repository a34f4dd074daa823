import { ACCOUNT_LIMITS, type Language } from '@gramota/contracts';
import { textsFor } from '../../shared/texts';
import type { MailMessage } from './mail.service';
import { escapeHtml } from './outbox.page';
import { htmlLang } from './reader-language';

export type CodePurpose = 'quick' | 'reset';

/** The one-time code e-mail: subject (with the code, handy on a phone), plain text and simple HTML. */
export function codeMessage(
  to: string,
  purpose: CodePurpose,
  code: string,
  language: Language,
): MailMessage {
  const t = textsFor(language);
  const subject = t(`mail:code.${purpose}.subject`);
  const lead = t(`mail:code.${purpose}.lead`);
  const validity = t('mail:code.validity', { count: ACCOUNT_LIMITS.codeTtlMinutes });
  const words = {
    hello: t('mail:code.hello'),
    ignore: t('mail:code.ignore'),
    signature: t('mail:code.signature'),
  };
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
  jpeg: Buffer;
  pdf: Buffer;
}

/** A ready file by e-mail (seed 001 §7 creator-send-mail): the JPEG and the PDF attached. */
export function fileMessage(to: string, file: MailedFile, language: Language): MailMessage {
  const t = textsFor(language);
  const words = {
    hello: t('mail:file.hello'),
    lead: t('mail:file.lead'),
    formats: t('mail:file.formats'),
    why: t('mail:file.why'),
    signature: t('mail:file.signature'),
  };
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
    subject: t('mail:file.subject', { name: file.name }),
    text,
    html,
    attachments: [
      { filename: `${file.filename}.jpg`, content: file.jpeg, contentType: 'image/jpeg' },
      { filename: `${file.filename}.pdf`, content: file.pdf, contentType: 'application/pdf' },
    ],
  };
}
