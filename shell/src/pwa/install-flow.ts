import type { i18n as I18n } from 'i18next';
import type { ShellApi } from '@gramota/shell-api';
import { saveSettings, selectIsLoggedIn, type AppStore } from '@gramota/store';
import { onInstallPrompt, promptInstall } from './install-prompt';
import { shouldShowPromo } from './promo-rules';
import { InstallPromoModal, InstalledModal } from './pwa-modals.lazy';
import { PWA_NS } from './register-pwa-strings';
import { runtimeT } from '@gramota/ui';

/**
 * The install promo and the installed modal (seed 000 §2, §3 `pwa_promo`). The promo's answer,
 * Install or Not now, is saved as `pwa_promo` so it is offered once per account.
 */
export function startInstallFlow(store: AppStore, shellApi: ShellApi, i18n: I18n) {
  let shownThisVisit = false;
  const t = (key: string) => runtimeT(i18n.t)(key, { ns: PWA_NS });

  const markAnswered = () => {
    // Visitors without an account have no settings to keep: the promo waits for the next visit.
    if (selectIsLoggedIn(store.getState())) void store.dispatch(saveSettings({ pwa_promo: true }));
  };

  const offer = () => {
    const state = store.getState();
    const show = shouldShowPromo({
      promoSeen: state.settings.pwa_promo,
      display: state.appMode.display,
      canPrompt: true,
      shownThisVisit,
    });
    if (!show) return;
    shownThisVisit = true;
    shellApi.showModal({
      title: t('promo.title'),
      component: InstallPromoModal,
      props: { onInstall: () => void promptInstall().catch(() => false) },
      onClose: markAnswered,
    });
  };

  onInstallPrompt(offer);
  window.addEventListener('appinstalled', () => {
    markAnswered();
    shellApi.showModal({ title: t('installed.title'), component: InstalledModal });
  });
}
