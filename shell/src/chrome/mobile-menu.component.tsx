import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAppPath, useRoute } from '@gramota/shell-api';
import { effectivePage } from '../routing/page-areas';
import { isLinkActive, visibleSidebarLinks } from './sidebar-links';
import styles from './mobile-menu.module.css';
import { runtimeT } from '@gramota/ui';

interface MobileMenuProps {
  close: () => void;
  loggedIn: boolean;
}

/**
 * The mobile menu modal (seed 000 §2): the sidebar's own links, for windows too narrow for the
 * sidebar. It closes once the page has changed, so the link's in-app navigation happens first and
 * closing does not step the history back over it.
 */
export function MobileMenu({ close, loggedIn }: MobileMenuProps) {
  const { t } = useTranslation(['common', 'shell']);
  const route = useRoute();
  const page = effectivePage(route.page, route.rest);
  const openedOn = useRef(page);

  useEffect(() => {
    if (page !== openedOn.current) close();
  }, [page, close]);

  return (
    <nav aria-label={t('shell:sidebar.label')} data-testid="mobile-menu">
      <ul className={styles.list}>
        {visibleSidebarLinks(loggedIn).map((link) => {
          const active = isLinkActive(link, page);
          return (
            <li key={link.page}>
              <a
                href={buildAppPath(link.page)}
                data-page={link.page}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  // The same page again would not change the route: only close the menu.
                  if (!active) return;
                  event.preventDefault();
                  close();
                }}
              >
                <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
                  <path d={link.icon} />
                </svg>
                {runtimeT(t)(`common:pages.${link.page}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
