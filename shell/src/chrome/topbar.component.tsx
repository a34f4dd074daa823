import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { preloadOnIntent } from '@gramota/ui';
import { AlertsMenu } from './alerts-menu.component';
import { AppsMenu } from './apps-menu.component';
import { LanguageModal, MobileMenu } from './chrome-parts.lazy';
import { ProfileMenu } from './profile-menu.component';
import styles from './topbar.module.css';

interface TopbarProps {
  loggedIn: boolean;
  /** Working in another account through granted access: no language button (seed 000 §4). */
  accessMode: boolean;
  onLanguageClick: () => void;
  /** Opens the mobile menu; its button shows only where the sidebar is hidden (below 768 px). */
  onMenuClick: () => void;
}

/** Top bar: product mark and the right-side buttons (seed 000 §2 Shell elements). */
export function Topbar({ loggedIn, accessMode, onLanguageClick, onMenuClick }: TopbarProps) {
  const { t, i18n } = useTranslation(['common', 'shell']);
  return (
    <header className={styles.topbar} data-testid="topbar">
      <button
        type="button"
        className={styles.menuButton}
        data-testid="mobile-menu-button"
        aria-label={t('shell:mobileMenu.open')}
        onClick={onMenuClick}
        {...preloadOnIntent(MobileMenu)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {/* Accessible names start with the visible text (WCAG 2.5.3 Label in Name). */}
      <a
        className={styles.brand}
        href={appPaths.docs()}
        aria-label={`${t('common:product')} — ${t('shell:topbar.home')}`}
      >
        <span className={styles.mark} aria-hidden="true" />
        {t('common:product')}
      </a>
      <div className={styles.right}>
        {/* Signed-in only, never in access mode (seed 000 §4, §6); embedded mode has no top bar. */}
        {loggedIn && !accessMode ? <AppsMenu /> : null}
        {loggedIn && !accessMode ? <AlertsMenu /> : null}
        {accessMode ? null : (
          <button
            type="button"
            className={styles.button}
            data-testid="language-button"
            aria-label={`${i18n.language.toUpperCase()} — ${t('shell:topbar.language')}`}
            onClick={onLanguageClick}
            {...preloadOnIntent(LanguageModal)}
          >
            {i18n.language.toUpperCase()}
          </button>
        )}
        {loggedIn ? (
          <ProfileMenu />
        ) : (
          <a
            className={`${styles.button} ${styles.primary}`}
            href={appPaths.login()}
            data-testid="login-button"
          >
            {t('shell:topbar.login')}
          </a>
        )}
      </div>
    </header>
  );
}
