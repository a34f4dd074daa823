import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import styles from './alert-modal.module.css';

export interface AlertModalProps {
  text: string;
  close: () => void;
}

/**
 * Body of the seeds' titled alerts ('Error': only documents, PRO needed), opened through
 * `showModal({ title, component: AlertModal, props: { text } })`.
 */
export function AlertModal({ text, close }: AlertModalProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.body} data-testid="alert-modal">
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('actions.close')}
        </Button>
      </div>
    </div>
  );
}
