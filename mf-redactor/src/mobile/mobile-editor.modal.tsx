import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import styles from './mobile-editor.modal.module.css';

export interface MobileEditorModalProps {
  onUndo(): void;
  onRedo(): void;
  /** Saves now; resolves when the server has the document. */
  onSave(): Promise<void>;
  /** The AI assistant (the topbar has no room for it on a phone). */
  onAi?(): void;
  close: () => void;
}

/** The mobile editor menu (seed 000 §2 "Mobile editor modal with undo, redo and save buttons"). */
export function MobileEditorModal({ onUndo, onRedo, onSave, onAi, close }: MobileEditorModalProps) {
  const { t } = useTranslation(['redactor', 'ai']);
  return (
    <div className={styles.body} data-testid="mobile-editor-menu">
      <Button onClick={onUndo}>{t('redactor.mobile.undo')}</Button>
      <Button onClick={onRedo}>{t('redactor.mobile.redo')}</Button>
      <Button
        variant="primary"
        onClick={() => {
          close();
          void onSave();
        }}
      >
        {t('redactor.mobile.save')}
      </Button>
      {onAi ? (
        <Button
          data-testid="mobile-ai"
          onClick={() => {
            close();
            onAi();
          }}
        >
          {t('ai:ai.open')}
        </Button>
      ) : null}
    </div>
  );
}
