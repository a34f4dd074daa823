import { PassThrough } from 'node:stream';
import { aiErrors, type AiStreamEvent } from '@gramota/contracts';
import type { Logger } from '../../logger';
import type { AcceptedQuestion, AiAssistantService } from './ai-assistant.service';
import { AiProviderError, type AnswerPieces } from './ai-provider.client';

/** One server-sent event as the editor reads it (ai-stream.ts): a name and one JSON data line. */
const frame = ({ event, ...data }: AiStreamEvent) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface AnswerRun {
  userId: string;
  question: AcceptedQuestion;
  pieces: AnswerPieces;
  /** Aborted when the teacher went away (Stop, closed the modal or the tab). */
  clientGone: AbortSignal;
}

/** A failure told inside the stream, with the answer's id when some of it was kept. */
const errorFrame = (code: AiProviderError['code'], id: number) =>
  frame({ event: 'error', id, error_code: code, error_text: aiErrors[code] });

/**
 * Relays the provider's answer to the browser piece by piece and keeps it in the history: whole
 * when it ended well, partial (what arrived) when the teacher stopped it or the provider broke
 * off. Never throws: the HTTP answer has long begun.
 */
export function relayAnswer(
  ai: AiAssistantService,
  logger: Logger,
  { userId, question, pieces, clientGone }: AnswerRun,
): PassThrough {
  const out = new PassThrough();
  const send = (text: string) => {
    if (!out.writableEnded) out.write(text);
  };
  send(frame({ event: 'start', id: question.questionId }));
  void (async () => {
    let text = '';
    let failure: AiProviderError | null = null;
    try {
      for await (const piece of pieces) {
        text += piece;
        send(frame({ event: 'delta', text: piece }));
      }
    } catch (error) {
      if (error instanceof AiProviderError) failure = error;
      else if (!clientGone.aborted) {
        logger.warn({ err: error }, 'ai answer relay failed');
        failure = new AiProviderError('ai_dropped', String(error));
      }
    }
    const cutShort = failure !== null || clientGone.aborted;
    try {
      const id = text ? await ai.keepAnswer(userId, question.docRowId, text, cutShort) : 0;
      if (failure) {
        logger.info({ code: failure.code, detail: failure.message }, 'ai answer cut short');
        send(errorFrame(failure.code, id));
      } else if (!clientGone.aborted) send(frame({ event: 'done', id }));
    } catch (error) {
      logger.error({ err: error }, 'ai answer not kept');
      send(errorFrame('ai_failed', 0));
    }
    out.end();
  })();
  return out;
}

/** The provider refused or could not be reached before answering: the only event is the error. */
export function refusedAnswer(failure: AiProviderError): PassThrough {
  const out = new PassThrough();
  out.end(errorFrame(failure.code, 0));
  return out;
}
