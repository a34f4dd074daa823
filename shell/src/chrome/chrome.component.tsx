import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute, type ShellApi } from '@gramota/shell-api';
import { DataErrorBanner, switchLanguage } from '@gramota/ui';
import type { Language } from '@gramota/contracts';
import {
  saveSettings,
  selectAppMode,
  selectIsAccessMode,
  selectIsLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import type { OverlayStore } from '../ui-state/overlay-store';
import { areaForPage, effectivePage, isShellPage } from '../routing/page-areas';
import { ShellPageView } from '../pages/shell-page.component';
import { Topbar } from './topbar.component';
import { Sidebar } from './sidebar.component';
import { ModalHost } from './modal-host.component';
import { ToastHost } from './toast-host.component';
import { LanguageModal, MobileMenu } from './chrome-parts.lazy';
import { useAnonLoginPrompt } from './use-anon-login-prompt';
import { usePrintPresent } from './use-print-present';
import { useLanguageSuggestion } from './use-language-suggestion';
import { ANON_LOGIN_PROMPT_MS } from '../session/anon-login-prompt';
import styles from './chrome.module.css';
import { runtimeT } from '@gramota/ui';

interface ChromeProps {
  shellApi: ShellApi;
  overlays: OverlayStore;
  /** How often an anonymous visitor is invited to log in; tests pass a short one. */
  loginPromptIntervalMs?: number;
}

/**
 * The shell's chrome: top bar, sidebar, banner, shell pages, modal and toast hosts. Areas mount
 * into #area-outlet, which React renders once and never touches again.
 */
export function Chrome({
  shellApi,
  overlays,
  loginPromptIntervalMs = ANON_LOGIN_PROMPT_MS,
}: ChromeProps) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const dispatch = useAppDispatch();
  const route = useRoute();
  const page = effectivePage(route.page, route.rest);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const accessMode = useAppSelector(selectIsAccessMode);
  const { failedAreas, online, display } = useAppSelector(selectAppMode);
  const area = areaForPage(page);
  const showBanner = !online || (area !== null && failedAreas.includes(area));
  const knownPage = area !== null || isShellPage(page) || page === '';

  useEffect(() => {
    const titleKey = knownPage ? `common:pages.${page || 'docs'}` : 'common:pages.not-found';
    document.title = `${runtimeT(t)(titleKey)} — ${t('common:product')}`;
  }, [page, knownPage, t, i18n.language]);

  const openLanguageModal = useCallback(() => {
    shellApi.showModal({
      title: t('shell:languageModal.title'),
      component: LanguageModal,
      props: {
        onChoose: (language: Language) => {
          // Every mounted area's strings load first, then all re-render together.
          void switchLanguage(i18n, language);
          // A language chosen by hand is her answer: no suggestion afterwards.
          void dispatch(saveSettings({ lng: language, changeLngModal: true }));
        },
      },
    });
  }, [shellApi, t, i18n, dispatch]);

  const openMobileMenu = useCallback(() => {
    shellApi.showModal({
      title: t('shell:mobileMenu.title'),
      component: MobileMenu,
      props: { loggedIn },
    });
  }, [shellApi, t, loggedIn]);

  const embed = display === 'embed';
  useAnonLoginPrompt(!loggedIn && !embed, loginPromptIntervalMs);
  usePrintPresent(loggedIn && !embed && !accessMode);
  useLanguageSuggestion(!embed && !accessMode);

  return (
    <div className={embed ? `${styles.chrome} ${styles.embed}` : styles.chrome}>
      {embed ? null : (
        <Topbar
          loggedIn={loggedIn}
          accessMode={accessMode}
          onLanguageClick={openLanguageModal}
          onMenuClick={openMobileMenu}
        />
      )}
      <div className={styles.body}>
        {embed ? null : <Sidebar currentPage={page} loggedIn={loggedIn} />}
        <main className={styles.main}>
          {showBanner ? <DataErrorBanner onRetry={() => window.location.reload()} /> : null}
          {area === null ? (
            <ShellPageView page={knownPage ? page : 'not-found'} shellApi={shellApi} />
          ) : null}
          <div id="area-outlet" />
        </main>
      </div>
      <ModalHost overlays={overlays} />
      <ToastHost overlays={overlays} />
    </div>
  );
}
