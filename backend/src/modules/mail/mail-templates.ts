import { ACCOUNT_LIMITS } from '@gramota/contracts';
import type { MailMessage } from './mail.service';
import { escapeHtml } from './outbox.page';

export type MailLanguage = 'ru' | 'en';
export type CodePurpose = 'quick' | 'reset';

/** Interface languages whose readers get Russian mail (the product's default language). */
const RUSSIAN_READERS = new Set(['ru', 'uk', 'kz', 'be']);

/**
 * The e-mail's language: English for an English interface, Russian for a Russian (or Ukrainian,
 * Kazakh, Belarusian) one; otherwise the browser's preference between the two; else Russian.
 */
export function pickMailLanguage(
  settingsLanguage: string | undefined,
  browserPreference: string | false | undefined,
): MailLanguage {
  if (settingsLanguage === 'en') return 'en';
  if (settingsLanguage && RUSSIAN_READERS.has(settingsLanguage)) return 'ru';
  return browserPreference === 'en' ? 'en' : 'ru';
}

const TEXTS = {
  ru: {
    quick: { subject: 'Код для входа в Грамоту', lead: 'Ваш код для входа:' },
    reset: { subject: 'Код для смены пароля в Грамоте', lead: 'Ваш код для смены пароля:' },
    hello: 'Здравствуйте!',
    validity: `Код действует ${ACCOUNT_LIMITS.codeTtlMinutes} минут и подходит один раз.`,
    ignore: 'Если вы не запрашивали код, просто не обращайте внимания на это письмо.',
    signature: '— Грамота',
  },
  en: {
    quick: { subject: 'Your Gramota sign-in code', lead: 'Your sign-in code:' },
    reset: { subject: 'Your Gramota password reset code', lead: 'Your password reset code:' },
    hello: 'Hello!',
    validity: `The code is valid for ${ACCOUNT_LIMITS.codeTtlMinutes} minutes and works once.`,
    ignore: 'If you did not ask for a code, simply ignore this e-mail.',
    signature: '— Gramota',
  },
} as const;

/** The one-time code e-mail: subject (with the code, handy on a phone), plain text and simple HTML. */
export function codeMessage(
  to: string,
  purpose: CodePurpose,
  code: string,
  language: MailLanguage,
): MailMessage {
  const words = TEXTS[language];
  const { subject, lead } = words[purpose];
  const text = [
    words.hello,
    '',
    `${lead} ${code}`,
    '',
    words.validity,
    words.ignore,
    '',
    words.signature,
  ].join('\n');
  // Only fixed texts and six digits go into the HTML: nothing to escape.
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: Arial, sans-serif">`,
    `<p>${words.hello}</p>`,
    `<p>${lead}</p>`,
    `<p style="font-size: 28px; letter-spacing: 4px"><b>${code}</b></p>`,
    `<p>${words.validity}<br>${words.ignore}</p>`,
    `<p>${words.signature}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${subject}: ${code}`, text, html };
}

const FILE_TEXTS = {
  ru: {
    subject: (name: string) => `Ваш файл «${name}» из Грамоты`,
    hello: 'Здравствуйте!',
    lead: 'Во вложении ваш документ:',
    formats: 'JPEG — для печати (300 dpi), PDF — с текстом, который можно выделить.',
    why: 'Вы получили это письмо, потому что отправили файл себе на почту в Грамоте.',
    signature: '— Грамота',
  },
  en: {
    subject: (name: string) => `Your file “${name}” from Gramota`,
    hello: 'Hello!',
    lead: 'Your document is attached:',
    formats: 'JPEG for printing (300 dpi), PDF with selectable text.',
    why: 'You received this e-mail because you sent the file to yourself in Gramota.',
    signature: '— Gramota',
  },
} as const;

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
export function fileMessage(to: string, file: MailedFile, language: MailLanguage): MailMessage {
  const words = FILE_TEXTS[language];
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
    `<html lang="${language}"><body style="font-family: Arial, sans-serif">`,
    `<p>${words.hello}</p>`,
    `<p>${words.lead} <b>${escapeHtml(file.name)}</b></p>`,
    `<p>${words.formats}</p>`,
    `<p style="color: #666">${words.why}</p>`,
    `<p>${words.signature}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to,
    subject: words.subject(file.name),
    text,
    html,
    attachments: [
      { filename: `${file.filename}.jpg`, path: file.jpegPath, contentType: 'image/jpeg' },
      { filename: `${file.filename}.pdf`, path: file.pdfPath, contentType: 'application/pdf' },
    ],
  };
}
