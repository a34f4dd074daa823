import { deliveryErrors } from '@gramota/contracts';

export type PageLanguage = 'ru' | 'en';

/** The popup's words (the Russian failure text is seed 001 §8's). */
const TEXTS = {
  ru: {
    title: 'Яндекс Диск',
    granted: 'Яндекс Диск подключён. Это окно можно закрыть.',
    refused: 'К сожалению, права доступа не получены!',
  },
  en: {
    title: 'Yandex Disk',
    granted: 'Yandex Disk is connected. You can close this window.',
    refused: deliveryErrors.rights_not_granted,
  },
} as const;

/**
 * The page the provider's redirect lands on, in the popup the editor opened. It closes itself; the
 * editor notices (it watches the popup every second) and asks the server what happened. A refusal
 * is also said here, as an alert, before the popup closes.
 */
export function connectPage(granted: boolean, language: PageLanguage): string {
  const words = TEXTS[language];
  const message = granted ? words.granted : words.refused;
  // JSON.stringify makes a safe script string; '<' is escaped so no text can end the script.
  const scriptText = JSON.stringify(message).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${words.title}</title></head>
<body style="font-family: sans-serif; text-align: center; margin-top: 3rem">
<p${granted ? '' : ' role="alert"'}>${message}</p>
<script>${granted ? '' : `alert(${scriptText});`}window.close();</script>
</body></html>`;
}
