import type { MassRowValues } from '@gramota/contracts';
import { escapeHtml, type MailMessage } from '../mail';

/** A placeholder: a name in braces without braces or line breaks inside. */
const PLACEHOLDER = /\{([^{}\n]{1,120})\}/g;

/**
 * A template's text with its placeholders filled as text: {name} the file's name, {email} the
 * address, {Key} the row's value of that key. Unknown ones stay as they are, so a brace the
 * teacher meant literally is kept.
 */
export function fillPlaceholders(
  text: string,
  fill: { name: string; email: string; values: MassRowValues },
): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const key = inner.trim();
    if (key === 'name') return fill.name;
    if (key === 'email') return fill.email;
    return Object.hasOwn(fill.values, key) ? fill.values[key]! : whole;
  });
}

export interface DriveMailInput {
  to: string;
  subject: string;
  body: string;
  /** The file's name, and the names its attachments carry. */
  name: string;
  filename: string;
  values: MassRowValues;
  pdf: Buffer;
  jpeg: Buffer;
  language: string;
  /** The name beside MAIL_FROM's address ('' for the product's own). */
  senderName: string;
  /** The sending account's confirmed e-mail ('' while the message is only being described). */
  replyTo: string;
  /** The same for every attempt at this message (a mailbox files a repeat as the same one). */
  messageId: string;
  /** This message's unsubscribe address (List-Unsubscribe, RFC 8058 one-click); '' for none. */
  unsubscribeUrl: string;
}

/** One row's message: the filled template as text and as escaped HTML, its PDF and JPEG attached. */
export function driveMailMessage(input: DriveMailInput): MailMessage {
  const fill = { name: input.name, email: input.to, values: input.values };
  // A subject is one line whatever the cells held.
  const subject = fillPlaceholders(input.subject, fill)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 300);
  const text = fillPlaceholders(input.body, fill);
  const html = [
    '<!doctype html>',
    `<html lang="${input.language === 'en' ? 'en' : 'ru'}"><body style="font-family: Arial, sans-serif">`,
    ...text
      .split(/\r?\n\r?\n/)
      .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    senderName: input.senderName || undefined,
    replyTo: input.replyTo || undefined,
    messageId: input.messageId,
    headers: input.unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
    attachments: [
      { filename: `${input.filename}.pdf`, content: input.pdf, contentType: 'application/pdf' },
      { filename: `${input.filename}.jpg`, content: input.jpeg, contentType: 'image/jpeg' },
    ],
  };
}
