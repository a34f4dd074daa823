import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS } from '@gramota/contracts';
import { Button } from '@gramota/ui';
import { aiFailureText } from './ai-failure-text';
import type { AiFailure, SendResult } from './use-ai-conversation';
import styles from './ai-support.modal.module.css';

export interface AiAskFormProps {
  busy: boolean;
  messageMax: number;
  /** Why the last question was refused before any answer. */
  refusal: AiFailure | null;
  onSend(message: string): Promise<SendResult>;
  onStop(): void;
}

/**
 * The question field: Enter sends, Shift+Enter is a new line (seed 001 §5); only a message longer
 * than one character goes. What was typed comes back to the field when the question fails.
 */
export function AiAskForm({ busy, messageMax, refusal, onSend, onStop }: AiAskFormProps) {
  const { t } = useTranslation('ai');
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const problemId = useId();
  const message = draft.trim();
  const tooLong = message.length > messageMax;
  const canSend = !busy && !tooLong && message.length >= AI_LIMITS.messageMin;
  const problem = tooLong
    ? t('ai.tooLong', { max: messageMax, length: message.length })
    : refusal
      ? aiFailureText(t, refusal)
      : null;

  const submit = async () => {
    if (!canSend) return;
    setDraft('');
    const result = await onSend(message);
    // Nothing typed is lost: a failed question returns to the field unless a new one is there.
    if (result === 'failed') setDraft((current) => (current === '' ? message : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className={styles.hidden}>
        {t('ai.message')}
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        rows={3}
        value={draft}
        placeholder={t('ai.placeholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {problem ? (
        <p id={problemId} className={styles.error} role="alert" data-testid="ai-problem">
          {problem}
        </p>
      ) : (
        <p className={styles.muted}>{t('ai.hint')}</p>
      )}
      <div className={styles.actions}>
        {busy ? (
          <Button variant="danger" onClick={onStop} data-testid="ai-stop">
            {t('ai.stop')}
          </Button>
        ) : (
          <Button variant="primary" type="submit" disabled={!canSend} data-testid="ai-send">
            {t('ai.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
