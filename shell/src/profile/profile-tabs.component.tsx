import { useTranslation } from 'react-i18next';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from './profile-tabs';
import styles from './profile-page.module.css';

/** Tabs between the profile's sub-pages; plain in-app links, routed by the shell. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const { t } = useTranslation('profile');
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')} data-testid="profile-tabs">
      {PROFILE_TABS.map((tab) => (
        <a
          key={tab}
          href={profileTabPath(tab)}
          data-tab={tab}
          className={tab === current ? `${styles.tab} ${styles.current}` : styles.tab}
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`tabs.${tab}`)}
        </a>
      ))}
    </nav>
  );
}
