import { useTranslation } from 'react-i18next';
import { useShellApi } from '@gramota/shell-api';
import { Button, DataErrorBanner } from '@gramota/ui';
import { useAiModalQuery } from './ai.api';
import { AiConversation } from './ai-conversation.component';
import styles from './ai-support.modal.module.css';

export interface AiSupportModalProps {
  docId: string;
  /** The editor's selected text when the modal opened ('' when nothing was selected). */
  selection: string;
  /**
   * Puts an answer into the document as plain text, at the caret or in place of the selection,
   * as one undo step; false when it could not (no text editor open, too long).
   */
  onInsert(text: string): boolean;
  close: () => void;
}

/**
 * The AI support modal (seed 001 §2 `ai-support-modal/{docId}/`): whether the assistant is set up
 * and the document's conversation, then the conversation itself.
 */
export function AiSupportModal({ docId, selection, onInsert }: AiSupportModalProps) {
  const { t } = useTranslation('ai');
  const { requireLogin } = useShellApi();
  const modal = useAiModalQuery(docId);
  if (modal.isLoading) {
    return (
      <p className={styles.body} role="status">
        {t('ai.loading')}
      </p>
    );
  }
  if (modal.isError || !modal.data) {
    return <DataErrorBanner onRetry={() => void modal.refetch()} />;
  }
  if (!modal.data.configured) {
    return (
      <p className={styles.body} data-testid="ai-not-configured">
        {t('ai.notConfigured')}
      </p>
    );
  }
  if (modal.data.signInRequired) {
    // Only a registered person may ask: the login page, then back to this document.
    return (
      <div className={styles.body} data-testid="ai-sign-in">
        <p>{t('ai.signIn')}</p>
        <Button variant="primary" onClick={() => requireLogin('ai')}>
          {t('ai.signInAction')}
        </Button>
      </div>
    );
  }
  return (
    <AiConversation
      docId={docId}
      history={modal.data.messages}
      messageMax={modal.data.limits.messageMax}
      selection={selection}
      onInsert={onInsert}
    />
  );
}
