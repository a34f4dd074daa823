import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal-frame.module.css';

interface ModalFrameProps {
  title: string;
  /** 'static' and 'over' backdrops do not close on an outside click. */
  backdrop: 'default' | 'static' | 'over';
  onClose: () => void;
  children: ReactNode;
}

/** The dialog box the shell's modal host renders. Escape closes it (seed 000 §2). */
export function ModalFrame({ title, backdrop, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    dialogRef.current?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

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
        aria-label={title}
        tabIndex={-1}
        data-testid="modal"
      >
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
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
