import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import { useSubmitGuard } from '../forms/use-submit-guard';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  text: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it settles. */
  onConfirm: () => Promise<void> | void;
  danger?: boolean;
  close: () => void;
}

/** Body of a confirmation modal, opened through `showModal({ component: ConfirmDialog, ... })`. */
export function ConfirmDialog({
  text,
  confirmLabel,
  onConfirm,
  danger,
  close,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const { busy, guard } = useSubmitGuard();
  return (
    <div className={styles.body}>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          busy={busy}
          data-testid="confirm-button"
          onClick={() =>
            void guard(async () => {
              try {
                await onConfirm();
              } finally {
                close();
              }
            })
          }
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
