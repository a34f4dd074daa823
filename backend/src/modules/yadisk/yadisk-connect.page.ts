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

/** Where the popup's script is served: a file, as the Content-Security-Policy allows no inline script. */
export const CONNECT_POPUP_SCRIPT_PATH = '/yadisk/connect-popup.js';

/** Says the page's refusal, if it shows one, as an alert; then closes the popup. */
export const CONNECT_POPUP_SCRIPT = `'use strict';
(function () {
  var refusal = document.querySelector('[data-popup-alert]');
  if (refusal) window.alert(refusal.textContent);
  window.close();
})();
`;

/**
 * The page the provider's redirect lands on, in the popup the editor opened. It closes itself; the
 * editor notices (it watches the popup every second) and asks the server what happened. A refusal
 * is also said here, as an alert, before the popup closes.
 */
export function connectPage(granted: boolean, language: PageLanguage): string {
  const words = TEXTS[language];
  const message = granted ? words.granted : words.refused;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${words.title}</title></head>
<body style="font-family: sans-serif; text-align: center; margin-top: 3rem">
<p${granted ? '' : ' role="alert" data-popup-alert'}>${message}</p>
<script src="${CONNECT_POPUP_SCRIPT_PATH}"></script>
</body></html>`;
}
