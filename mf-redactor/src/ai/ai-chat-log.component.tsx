import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { aiFailureText } from './ai-failure-text';
import type { ChatEntry } from './use-ai-conversation';
import styles from './ai-support.modal.module.css';

export interface AiChatLogProps {
  entries: ChatEntry[];
  /** 'Insert into the document' or, with a selection, 'Replace the selection'. */
  insertLabel: string;
  onInsert(text: string): void;
}

/**
 * The conversation, oldest first. Every text is a React text node, so whatever the model writes
 * (markup included) shows literally and never runs.
 */
export function AiChatLog({ entries, insertLabel, onInsert }: AiChatLogProps) {
  const { t } = useTranslation('ai');
  const end = useRef<HTMLLIElement>(null);
  const last = entries.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length, last?.text]);

  if (entries.length === 0) return <p className={styles.empty}>{t('ai.empty')}</p>;
  return (
    <ol className={styles.log} aria-label={t('ai.title')} data-testid="ai-log">
      {entries.map((entry, index) => (
        <li
          key={entry.key}
          ref={index === entries.length - 1 ? end : undefined}
          className={entry.role === 'user' ? styles.user : styles.assistant}
          data-testid={`ai-${entry.role}`}
          aria-busy={entry.streaming || undefined}
        >
          <span className={styles.who}>{t(entry.role === 'user' ? 'ai.you' : 'ai.assistant')}</span>
          <div className={styles.text} data-testid="ai-text">
            {entry.text}
          </div>
          {entry.streaming ? (
            <p className={styles.muted} role="status">
              {t('ai.writing')}
            </p>
          ) : null}
          {entry.stopped ? <p className={styles.muted}>{t('ai.stopped')}</p> : null}
          {entry.partial && !entry.stopped && !entry.failure ? (
            <p className={styles.muted}>{t('ai.partial')}</p>
          ) : null}
          {entry.failure ? (
            <p className={styles.error} role="alert">
              {aiFailureText(t, entry.failure)}
            </p>
          ) : null}
          {entry.role === 'assistant' && !entry.streaming && entry.text.trim() ? (
            <Button variant="primary" onClick={() => onInsert(entry.text)}>
              {insertLabel}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
