import { useTranslation } from 'react-i18next';
import { buildAppPath } from '@gramota/shell-api';
import { isLinkActive, visibleSidebarLinks } from './sidebar-links';
import styles from './sidebar.module.css';
import { runtimeT } from '@gramota/ui';

interface SidebarProps {
  currentPage: string;
  loggedIn: boolean;
}

export function Sidebar({ currentPage, loggedIn }: SidebarProps) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <nav className={styles.sidebar} data-testid="sidebar" aria-label={t('shell:sidebar.label')}>
      {visibleSidebarLinks(loggedIn).map((link) => {
        const active = isLinkActive(link, currentPage);
        return (
          <a
            key={link.page}
            href={buildAppPath(link.page)}
            data-page={link.page}
            className={active ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={active ? 'page' : undefined}
          >
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
              <path d={link.icon} />
            </svg>
            <span className={styles.label}>{runtimeT(t)(`common:pages.${link.page}`)}</span>
          </a>
        );
      })}
    </nav>
  );
}
