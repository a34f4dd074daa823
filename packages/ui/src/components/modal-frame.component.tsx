import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../dialogs/use-focus-trap';
import styles from './modal-frame.module.css';

interface ModalFrameProps {
  title: string;
  /** 'static' and 'over' backdrops do not close on an outside click. */
  backdrop: 'default' | 'static' | 'over';
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog box the shell's modal host renders. Escape closes it (seed 000 §2); the keyboard
 * stays inside it while it is the top modal and returns to the opener when it closes.
 */
export function ModalFrame({ title, backdrop, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, { onEscape: onClose });

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (backdrop === 'default' && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('actions.close')}
          >
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
