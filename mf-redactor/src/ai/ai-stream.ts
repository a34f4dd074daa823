import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  aiErrors,
  aiPaths,
  type AiAskBody,
  type AiErrorCode,
  type AiStreamEvent,
  createSseParser,
  type SseFrame,
} from '@gramota/contracts';

/** How an ask ended; the text that arrived has already been handed to onDelta. */
export type AskOutcome =
  | { kind: 'done'; id: number }
  /** The teacher pressed Stop. */
  | { kind: 'stopped' }
  /** Refused before the stream (JSON error answer) or failed inside it (event: error). */
  | { kind: 'error'; code: AiErrorCode | null; text: string }
  /** The connection broke or the stream ended without `done`. */
  | { kind: 'dropped' };

export interface AskHandlers {
  signal: AbortSignal;
  onStart?(id: number): void;
  onDelta(text: string): void;
}

const isErrorCode = (code: unknown): code is AiErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(aiErrors, code);

/** A frame as the contract's event, or null for anything unreadable (skipped, never shown). */
export function readStreamEvent(frame: SseFrame): AiStreamEvent | null {
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(frame.data);
    if (!parsed || typeof parsed !== 'object') return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const id = typeof data.id === 'number' ? data.id : 0;
  switch (frame.event) {
    case 'start':
      return { event: 'start', id };
    case 'done':
      return { event: 'done', id };
    case 'delta':
      return typeof data.text === 'string' ? { event: 'delta', text: data.text } : null;
    case 'error':
      return {
        event: 'error',
        id,
        error_code: isErrorCode(data.error_code) ? data.error_code : 'ai_failed',
        error_text: typeof data.error_text === 'string' ? data.error_text : '',
      };
    default:
      return null;
  }
}

/** A refusal's JSON (`{ result: 'error', error_code, error_text }`), or null when it is not one. */
async function readRefusal(
  response: Response,
): Promise<{ code: AiErrorCode | null; text: string }> {
  try {
    const answer = JSON.parse(await response.text()) as Record<string, unknown>;
    return {
      code: isErrorCode(answer.error_code) ? answer.error_code : null,
      text: typeof answer.error_text === 'string' ? answer.error_text : '',
    };
  } catch {
    return { code: null, text: '' };
  }
}

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * POST ai-support-ask and read its server-sent events as they arrive. fetch, not RTK Query: the
 * answer is a stream, and the page shows each piece at once. Never throws.
 */
export async function askAi(
  docId: string,
  body: AiAskBody,
  handlers: AskHandlers,
): Promise<AskOutcome> {
  const { signal } = handlers;
  let response: Response;
  try {
    response = await fetch(aiPaths.ask(docId), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error, signal)) return { kind: 'stopped' };
    return { kind: 'error', code: null, text: '' };
  }
  if (!response.ok || !response.body) {
    return { kind: 'error', ...(await readRefusal(response)) };
  }
  return readStream(response.body, handlers);
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  { signal, onStart, onDelta }: AskHandlers,
): Promise<AskOutcome> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const stopReading = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stopReading);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (signal.aborted) return { kind: 'stopped' };
      if (done) return { kind: 'dropped' };
      for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
        const event = readStreamEvent(frame);
        if (!event) continue;
        if (event.event === 'start') onStart?.(event.id);
        else if (event.event === 'delta') onDelta(event.text);
        else if (event.event === 'done') return { kind: 'done', id: event.id };
        else return { kind: 'error', code: event.error_code, text: event.error_text };
      }
    }
  } catch (error) {
    return isAbort(error, signal) ? { kind: 'stopped' } : { kind: 'dropped' };
  } finally {
    signal.removeEventListener('abort', stopReading);
    parser.end();
  }
}
