import type { Language } from '@gramota/contracts';
import { escapeHtml, plainPage } from '../mail';

/** The page's own policy: no script, its form posts only here. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; " +
  "frame-ancestors 'none'";

interface UnsubscribeTexts {
  title: string;
  /** {email}: the address. */
  question: string;
  button: string;
  done: string;
  missingTitle: string;
  missing: string;
}

/** What a pupil or parent reads (no account here): the browser's language, else Russian. */
const TEXTS: Record<Language, UnsubscribeTexts> = {
  ru: {
    title: 'Отписка от писем',
    question: 'Больше не присылать на {email} письма этого отправителя?',
    button: 'Отписаться',
    done: 'Готово: на {email} больше не придут письма этого отправителя.',
    missingTitle: 'Ссылка недействительна',
    missing: 'Эта ссылка для отписки недействительна.',
  },
  en: {
    title: 'Unsubscribe',
    question: 'Stop sending messages from this sender to {email}?',
    button: 'Unsubscribe',
    done: 'Done: {email} will get no more messages from this sender.',
    missingTitle: 'Link not valid',
    missing: 'This unsubscribe link is not valid.',
  },
  uk: {
    title: 'Відписка від листів',
    question: 'Більше не надсилати на {email} листи цього відправника?',
    button: 'Відписатися',
    done: 'Готово: на {email} більше не надходитимуть листи цього відправника.',
    missingTitle: 'Посилання недійсне',
    missing: 'Це посилання для відписки недійсне.',
  },
  be: {
    title: 'Адпіска ад лістоў',
    question: 'Больш не дасылаць на {email} лісты гэтага адпраўніка?',
    button: 'Адпісацца',
    done: 'Гатова: на {email} больш не прыйдуць лісты гэтага адпраўніка.',
    missingTitle: 'Спасылка несапраўдная',
    missing: 'Гэтая спасылка для адпіскі несапраўдная.',
  },
  kz: {
    title: 'Хаттардан бас тарту',
    question: '{email} мекенжайына бұл жіберушінің хаттары енді жіберілмесін бе?',
    button: 'Жазылымнан шығу',
    done: 'Дайын: {email} мекенжайына бұл жіберушінің хаттары енді келмейді.',
    missingTitle: 'Сілтеме жарамсыз',
    missing: 'Бұл жазылымнан шығу сілтемесі жарамсыз.',
  },
  de: {
    title: 'Abmelden',
    question: 'Keine Nachrichten dieses Absenders mehr an {email} senden?',
    button: 'Abmelden',
    done: 'Erledigt: {email} erhält keine Nachrichten dieses Absenders mehr.',
    missingTitle: 'Link ungültig',
    missing: 'Dieser Abmeldelink ist ungültig.',
  },
  it: {
    title: 'Annulla iscrizione',
    question: 'Non inviare più messaggi di questo mittente a {email}?',
    button: 'Annulla iscrizione',
    done: 'Fatto: {email} non riceverà più messaggi di questo mittente.',
    missingTitle: 'Link non valido',
    missing: 'Questo link per annullare l’iscrizione non è valido.',
  },
};

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

const withEmail = (text: string, email: string) =>
  escapeHtml(text).replace('{email}', `<b>${escapeHtml(email)}</b>`);

/** GET: asks first (a link scanner that opens the link unsubscribes nobody). */
export function unsubscribeAskPage(language: Language, email: string): string {
  const words = TEXTS[language];
  return page(
    language,
    words.title,
    `<p>${withEmail(words.question, email)}</p>
<form method="post"><button type="submit">${escapeHtml(words.button)}</button></form>`,
  );
}

export function unsubscribeDonePage(language: Language, email: string): string {
  const words = TEXTS[language];
  return page(language, words.title, `<p>${withEmail(words.done, email)}</p>`);
}

export function unsubscribeMissingPage(language: Language): string {
  const words = TEXTS[language];
  return page(language, words.missingTitle, `<p>${escapeHtml(words.missing)}</p>`);
}
