import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiAskBody, AiErrorCode, AiMessage } from '@gramota/contracts';
import { askAi } from './ai-stream';

/** A failure as the server named it; the modal translates the code. */
export interface AiFailure {
  code: AiErrorCode | null;
  text: string;
}

/** One line of the conversation as the modal shows it. */
export interface ChatEntry {
  key: string;
  role: AiMessage['role'];
  text: string;
  /** Cut short: stopped, dropped or failed mid-answer; what arrived stays. */
  partial: boolean;
  /** The teacher pressed Stop on this answer. */
  stopped?: boolean;
  /** Still arriving. */
  streaming?: boolean;
  failure?: AiFailure;
}

export type SendResult = 'answered' | 'stopped' | 'failed';

const fromHistory = (message: AiMessage, line: (message: AiMessage) => string): ChatEntry => ({
  key: `h${message.id}`,
  role: message.role,
  text: line(message),
  partial: message.partial,
});

/**
 * The conversation about one document: the history the server kept, then what is asked here.
 * One question at a time; `stop` aborts it, and closing the modal (unmount) does too.
 */
export function useAiConversation(
  docId: string,
  history: AiMessage[] | undefined,
  /** How a kept message reads (a quick action is worded by the modal). */
  line: (message: AiMessage) => string = (message) => message.text,
) {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [busy, setBusy] = useState(false);
  /** A refusal before any answer (rate limit, too long...): shown at the field. */
  const [refusal, setRefusal] = useState<AiFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);
  const loaded = useRef(false);

  useEffect(() => {
    if (!history || loaded.current) return;
    loaded.current = true;
    setEntries(history.map((message) => fromHistory(message, line)));
  }, [history, line]);

  useEffect(() => () => controller.current?.abort(), []);

  const patch = (key: string, change: (entry: ChatEntry) => ChatEntry) =>
    setEntries((all) => all.map((entry) => (entry.key === key ? change(entry) : entry)));

  const send = useCallback(
    async (body: AiAskBody, shown: string): Promise<SendResult> => {
      if (controller.current) return 'failed';
      const abort = new AbortController();
      controller.current = abort;
      counter.current += 1;
      const question = `q${counter.current}`;
      const answer = `a${counter.current}`;
      setBusy(true);
      setRefusal(null);
      setEntries((all) => [
        ...all,
        { key: question, role: 'user', text: shown, partial: false },
        { key: answer, role: 'assistant', text: '', partial: false, streaming: true },
      ]);
      let started = false;
      const outcome = await askAi(docId, body, {
        signal: abort.signal,
        onStart: () => {
          started = true;
        },
        onDelta: (text) => {
          started = true;
          patch(answer, (entry) => ({ ...entry, text: entry.text + text }));
        },
      });
      controller.current = null;
      setBusy(false);
      if (outcome.kind === 'done') {
        patch(answer, (entry) => ({ ...entry, streaming: false }));
        return 'answered';
      }
      if (outcome.kind === 'stopped') {
        patch(answer, (entry) => ({ ...entry, streaming: false, partial: true, stopped: true }));
        return 'stopped';
      }
      const failure: AiFailure =
        outcome.kind === 'dropped'
          ? { code: 'ai_dropped', text: '' }
          : { code: outcome.code, text: outcome.text };
      if (!started) {
        // Refused before any answer: the question leaves the conversation, the field keeps it.
        setEntries((all) => all.filter((entry) => entry.key !== question && entry.key !== answer));
        setRefusal(failure);
      } else {
        patch(answer, (entry) => ({ ...entry, streaming: false, partial: true, failure }));
      }
      return 'failed';
    },
    [docId],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const clearLocal = useCallback(() => setEntries([]), []);

  return { entries, busy, refusal, setRefusal, send, stop, clearLocal };
}
