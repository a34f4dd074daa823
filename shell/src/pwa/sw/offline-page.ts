/**
 * The page the worker answers with when a page is asked for offline and was never cached (or its
 * cache is gone): a plain note and a retry link instead of the browser's error page. The worker
 * has no i18next, so the two texts are here; the shell's own strings are in pwa.ru.ts / pwa.en.ts.
 */
const TEXTS = {
  ru: {
    title: 'Грамота',
    note: 'Нет соединения с интернетом. Эта страница ещё не сохранена для работы без сети.',
    retry: 'Повторить',
  },
  en: {
    title: 'Gramota',
    note: 'No internet connection. This page is not saved for offline use yet.',
    retry: 'Try again',
  },
} as const;

export function offlinePageHtml(language: string): string {
  const lang = language.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  const text = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
<h1>${text.title}</h1><p role="alert">${text.note}</p><p><a href="">${text.retry}</a></p>
</body></html>`;
}
