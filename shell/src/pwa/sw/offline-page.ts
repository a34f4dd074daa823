import ruPwa from '../../../locales/ru/pwa.json';
import type { OfflinePageTexts } from './page-messages';

export { OFFLINE_TEXTS_MESSAGE, type OfflinePageTexts } from './page-messages';
/** Where the worker keeps them (a worker's memory does not outlive its idle stop). */
export const OFFLINE_TEXTS_KEY = '/__gramota/offline-texts';

/**
 * Before any page has told the worker its language: Russian, the product's default, which the
 * worker carries anyway (a teacher reading another language never downloads it in the worker).
 */
export const DEFAULT_OFFLINE_TEXTS: OfflinePageTexts = {
  lang: 'ru',
  title: 'Грамота',
  ...ruPwa.offlinePage,
};

const MAX_TEXT = 500;

/** The texts of an offline-texts message, or null when it is not one (anything else is dropped). */
export function offlineTexts(value: unknown): OfflinePageTexts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lang, title, note, retry } = value as Record<string, unknown>;
  const texts = [lang, title, note, retry];
  if (
    !texts.every((text) => typeof text === 'string' && text.length > 0 && text.length <= MAX_TEXT)
  )
    return null;
  if (!/^[a-z]{2}$/.test(lang as string)) return null;
  return { lang, title, note, retry } as OfflinePageTexts;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The page the worker answers with when a page is asked for offline and was never cached (or its
 * cache is gone): a plain note and a retry link instead of the browser's error page, in the
 * language the teacher last read (shell/locales/{lng}/pwa.json `offlinePage`).
 */
export function offlinePageHtml(texts: OfflinePageTexts): string {
  const [title, note, retry] = [texts.title, texts.note, texts.retry].map(escapeHtml);
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
<h1>${title}</h1><p role="alert">${note}</p><p><a href="">${retry}</a></p>
</body></html>`;
}
