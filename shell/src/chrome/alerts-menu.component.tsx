import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadOnIntent, useDismiss } from '@gramota/ui';
import { AlertsDropdown } from './chrome-parts.lazy';
import { useAlerts } from './alerts-state';
import styles from './alerts-menu.module.css';

interface AlertsMenuProps {
  /** How often the list is checked for changes (and a failed load retried); tests pass a short one. */
  pollMs?: number;
}

/**
 * The top bar's alerts dropdown (seed 000 §2, §4): a dot while any alert is present, the bell
 * swings for priority 2 and 3 unless the dropdown is open, and opening it turns '2' into '1'.
 */
export function AlertsMenu({ pollMs }: AlertsMenuProps) {
  const { t } = useTranslation('shell');
  const { alerts, markSeen, hide } = useAlerts(pollMs);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const urgent = !open && alerts.some((alert) => alert.priority !== '1');

  const toggle = () => {
    if (!open) markSeen();
    setOpen(!open);
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={urgent ? `${styles.trigger} ${styles.urgent}` : styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={
          alerts.length > 0 ? t('alerts.openCount', { number: alerts.length }) : t('alerts.open')
        }
        data-testid="alerts-button"
        data-animated={urgent ? 'true' : 'false'}
        onClick={toggle}
        {...preloadOnIntent(AlertsDropdown)}
      >
        <svg className={styles.bell} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {alerts.length > 0 ? <span className={styles.dot} data-testid="alerts-dot" /> : null}
      </button>
      {open ? <AlertsDropdown alerts={alerts} onHide={hide} /> : null}
    </div>
  );
}
