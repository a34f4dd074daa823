import { useTranslation } from 'react-i18next';
import styles from './toast-view.module.css';

interface ToastViewProps {
  text: string;
  kind: 'info' | 'success' | 'error';
  action?: { label: string; href: string };
  onClose: () => void;
}

/** One toast of the shell's toast host. */
export function ToastView({ text, kind, action, onClose }: ToastViewProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.toast} ${styles[kind] ?? ''}`} role="status" data-testid="toast">
      <span>{text}</span>
      {action ? (
        <a className={styles.action} href={action.href}>
          {action.label}
        </a>
      ) : null}
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={t('actions.close')}
      >
        ×
      </button>
    </div>
  );
}
