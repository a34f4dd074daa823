import type { i18n as I18n } from 'i18next';
import { OFFLINE_TEXTS_MESSAGE, type OfflinePageTexts } from './sw/page-messages';
import { PWA_NS } from './register-pwa-strings';

/** The offline page's words in the language the teacher reads now. */
export function currentOfflineTexts(i18n: I18n): OfflinePageTexts {
  const t = i18n.getFixedT(i18n.language, PWA_NS);
  return {
    lang: i18n.language,
    title: i18n.t('common:product'),
    note: t('offlinePage.note'),
    retry: t('offlinePage.retry'),
  };
}

/**
 * The worker has no i18next and carries only Russian: the page tells it the offline page's words
 * in the teacher's language, now (once the 'pwa' strings are in), at every language switch and
 * whenever a new worker takes over, so a page never cached answers offline in that language.
 */
export function sendOfflineTexts(
  i18n: I18n,
  container: ServiceWorkerContainer | undefined,
  stringsReady: Promise<unknown>,
) {
  if (!container) return;
  const send = () =>
    container.controller?.postMessage({
      type: OFFLINE_TEXTS_MESSAGE,
      texts: currentOfflineTexts(i18n),
    });
  void stringsReady.then(() => {
    send();
    i18n.on('languageChanged', send);
    container.addEventListener('controllerchange', send);
  });
}
