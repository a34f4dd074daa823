import { useTranslation } from 'react-i18next';
import type { AlertItem } from '@gramota/contracts';
import styles from './alerts-menu.module.css';

interface AlertsListProps {
  alerts: AlertItem[];
  onHide(id: string): void;
}

/**
 * The open dropdown, frame and all: it appears once its code is here, never as an empty box
 * (the code loads on the first opening, or sooner when the pointer reaches the bell).
 */
export function AlertsDropdown({ alerts, onHide }: AlertsListProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.menu} data-testid="alerts-menu" aria-label={t('alerts.title')}>
      <h2 className={styles.heading}>{t('alerts.title')}</h2>
      <AlertsList alerts={alerts} onHide={onHide} />
    </section>
  );
}

/**
 * Each alert's title and text as plain React text (an alert may carry markup; it is shown, never
 * run), a hide button except on priority 3, 'No alerts' when empty.
 */
function AlertsList({ alerts, onHide }: AlertsListProps) {
  const { t } = useTranslation('shell');
  if (alerts.length === 0)
    return (
      <p className={styles.empty} data-testid="alerts-empty">
        {t('alerts.empty')}
      </p>
    );
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <li
          key={alert.id}
          className={styles.item}
          data-testid="alert-item"
          data-priority={alert.priority}
        >
          <div className={styles.body}>
            <p className={styles.title}>{alert.title}</p>
            <p className={styles.text}>{alert.text}</p>
          </div>
          {alert.priority === '3' ? null : (
            <button
              type="button"
              className={styles.hide}
              data-testid="alert-hide"
              aria-label={t('alerts.hide', { title: alert.title })}
              title={t('alerts.hide', { title: alert.title })}
              onClick={() => onHide(alert.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
