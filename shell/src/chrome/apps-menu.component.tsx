import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAppPath } from '@gramota/shell-api';
import { useDismiss } from '@gramota/ui';
import { visibleSidebarLinks } from './sidebar-links';
import styles from './apps-menu.module.css';
import { runtimeT } from '@gramota/ui';

/** The product's apps: the sidebar's areas for a signed-in teacher, without their settings. */
export function appLinks() {
  return visibleSidebarLinks(true).filter((link) => !link.loggedInOnly);
}

/**
 * The top bar's apps dropdown (seed 000 §2, §4). Opening it moves focus to the first app; arrows
 * move between apps; Escape closes it and gives focus back to its button.
 */
export function AppsMenu() {
  const { t } = useTranslation(['common', 'shell']);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  useDismiss(root, open, close);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step || !menu.current) return;
    event.preventDefault();
    const items = [...menu.current.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    items[(index + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('shell:apps.open')}
        data-testid="apps-button"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 5h2v2H5zM11 5h2v2h-2zM17 5h2v2h-2zM5 11h2v2H5zM11 11h2v2h-2zM17 11h2v2h-2zM5 17h2v2H5zM11 17h2v2h-2zM17 17h2v2h-2z" />
        </svg>
      </button>
      {open ? (
        <div
          ref={menu}
          className={styles.menu}
          role="menu"
          aria-label={t('shell:apps.title')}
          data-testid="apps-menu"
          onKeyDown={moveFocus}
        >
          {appLinks().map((link) => (
            <a
              key={link.page}
              role="menuitem"
              className={styles.item}
              href={buildAppPath(link.page)}
              onClick={() => setOpen(false)}
            >
              <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
                <path d={link.icon} />
              </svg>
              {runtimeT(t)(`common:pages.${link.page}`)}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
