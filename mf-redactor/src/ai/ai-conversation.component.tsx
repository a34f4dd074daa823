import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type AiAction, type AiMessage, type Language } from '@gramota/contracts';
import { Button } from '@gramota/ui';
import { useAiClearMutation } from './ai.api';
import { AiAskForm } from './ai-ask-form.component';
import { AiChatLog } from './ai-chat-log.component';
import { AiQuickActions } from './ai-quick-actions.component';
import { useAiConversation } from './use-ai-conversation';
import styles from './ai-support.modal.module.css';

export interface AiConversationProps {
  docId: string;
  history: AiMessage[];
  messageMax: number;
  selection: string;
  onInsert(text: string): boolean;
}

/** A long selection is quoted shortened in the conversation; the whole of it is sent. */
const QUOTE_MAX = 80;
const quote = (text: string) =>
  text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX).trimEnd()}…` : text;

export function AiConversation({
  docId,
  history,
  messageMax,
  selection: openedWith,
  onInsert,
}: AiConversationProps) {
  const { t } = useTranslation('ai');
  const asked = (action: AiAction, text: string, language: Language | undefined) =>
    t(`ai.asked.${action}`, {
      text: quote(text),
      language: language ? LANGUAGE_NAMES[language] : '',
    });
  // A quick action from the history is kept as its action and text, worded in today's language.
  const chat = useAiConversation(docId, history, (message) =>
    message.action ? asked(message.action, message.text, message.language) : message.text,
  );
  const [clearHistory, clearing] = useAiClearMutation();
  // Once an answer has replaced it, the selection is gone from the document.
  const [selection, setSelection] = useState(openedWith);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

  const insert = (text: string) => {
    const inserted = onInsert(text);
    setNotice({ text: t(inserted ? 'ai.inserted' : 'ai.insertFailed'), failed: !inserted });
    if (inserted) setSelection('');
  };

  const runAction = (action: AiAction, language: Language) => {
    setNotice(null);
    const shown = asked(action, selection, language);
    void chat.send(
      action === 'translate' ? { action, text: selection, language } : { action, text: selection },
      shown,
    );
  };

  const clear = async () => {
    setNotice(null);
    try {
      await clearHistory(docId).unwrap();
      chat.clearLocal();
    } catch {
      setNotice({ text: t('ai.clearFailed'), failed: true });
    }
  };

  return (
    <div className={styles.body} data-testid="ai-support">
      <p className={styles.intro}>{t('ai.intro')}</p>
      <AiChatLog
        entries={chat.entries}
        insertLabel={t(selection ? 'ai.replace' : 'ai.insert')}
        onInsert={insert}
      />
      {notice ? (
        <p
          className={notice.failed ? styles.error : styles.notice}
          role={notice.failed ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      <AiQuickActions selection={selection} busy={chat.busy} onAction={runAction} />
      <AiAskForm
        busy={chat.busy}
        messageMax={messageMax}
        refusal={chat.refusal}
        onSend={(message) => {
          setNotice(null);
          return chat.send({ message }, message);
        }}
        onStop={chat.stop}
      />
      {chat.entries.length > 0 ? (
        <div className={styles.footer}>
          <Button
            variant="link"
            disabled={chat.busy}
            busy={clearing.isLoading}
            onClick={() => void clear()}
          >
            {t('ai.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
