import type { Language } from '@gramota/contracts';
import { textsFor } from '../../shared/texts';
import { htmlLang } from '../mail';

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
export function connectPage(granted: boolean, language: Language): string {
  const t = textsFor(language);
  const message = t(granted ? 'yadisk:connectPage.granted' : 'yadisk:connectPage.refused');
  return `<!doctype html>
<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><title>${t('yadisk:connectPage.title')}</title></head>
<body style="font-family: sans-serif; text-align: center; margin-top: 3rem">
<p${granted ? '' : ' role="alert" data-popup-alert'}>${message}</p>
<script src="${CONNECT_POPUP_SCRIPT_PATH}"></script>
</body></html>`;
}
