import { createSseParser } from '@gramota/contracts';
import type { AiConfig } from '../../config';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** How talking to the provider failed, in the contract's codes (aiErrors). */
export type AiProviderFailure =
  'ai_unreachable' | 'ai_failed' | 'ai_timeout' | 'ai_dropped' | 'ai_garbage';

export class AiProviderError extends Error {
  constructor(
    readonly code: AiProviderFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'AiProviderError';
  }
}

/** An answer under way: its pieces as they arrive. Throws AiProviderError mid-way. */
export type AnswerPieces = AsyncIterable<string>;

export interface AiProvider {
  /**
   * Starts an answer; resolves once the provider has accepted the request (its stream began), so
   * a refusal or an unreachable provider is known before the browser is told anything.
   * `signal`: the teacher went away; reading stops and nothing more is asked of the provider.
   */
  answer(messages: ChatMessage[], signal: AbortSignal): Promise<AnswerPieces>;
}

/** More than a teacher will ever insert: a runaway answer is cut here. */
const ANSWER_MAX_CHARS = 20_000;
const MAX_TOKENS = 1500;

/**
 * What one answer may cost to read, whatever the provider sends: its bytes on the wire (1500
 * tokens as a stream of chunks are some 400 kB; frames without text, or one endless frame, count
 * too) and its whole time (the provider may also keep silent at most AI_TIMEOUT_MS at a time).
 */
export interface AnswerBounds {
  maxBytes: number;
  maxMs: number;
}
export const ANSWER_BOUNDS: AnswerBounds = { maxBytes: 4 * 1024 * 1024, maxMs: 5 * 60_000 };

/** A chunk of an OpenAI chat.completion.chunk: the piece of text, whether it ended, or an error. */
function readChunk(data: string): { text: string; finished: boolean } {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new AiProviderError('ai_garbage', 'a stream frame is not JSON');
  }
  if (!chunk || typeof chunk !== 'object') throw new AiProviderError('ai_garbage', 'not an object');
  const record = chunk as { error?: unknown; choices?: unknown };
  if (record.error) throw new AiProviderError('ai_failed', 'the stream carried an error');
  if (!Array.isArray(record.choices)) throw new AiProviderError('ai_garbage', 'no choices');
  const choice = (record.choices[0] ?? {}) as {
    delta?: { content?: unknown };
    finish_reason?: unknown;
  };
  const content = choice.delta?.content;
  return {
    text: typeof content === 'string' ? content : '',
    finished: typeof choice.finish_reason === 'string' && choice.finish_reason !== '',
  };
}

/** A whole (non-streamed) completion, for servers that ignore `stream: true`. */
function wholeAnswer(body: string): string {
  try {
    const answer = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content === 'string') return content;
  } catch {
    // falls through to the refusal below
  }
  throw new AiProviderError('ai_garbage', 'the answer is neither a stream nor a completion');
}

/**
 * The OpenAI chat-completions API (`POST {AI_BASE_URL}/chat/completions`, stream: true), which
 * OpenAI, Azure's compatible endpoint, Ollama, LM Studio, vLLM and llama.cpp's server all speak.
 * The provider may keep silent at most AI_TIMEOUT_MS before its first byte and between pieces.
 */
export class OpenAiCompatibleProvider implements AiProvider {
  constructor(
    private readonly config: AiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly bounds: AnswerBounds = ANSWER_BOUNDS,
  ) {}

  async answer(messages: ChatMessage[], signal: AbortSignal): Promise<AnswerPieces> {
    const upstream = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        upstream.abort();
      }, this.config.timeoutMs);
    };
    // The whole answer, however steadily the provider trickles: the same code as a silence.
    const deadline = setTimeout(() => {
      timedOut = true;
      upstream.abort();
    }, this.bounds.maxMs);
    const stop = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      signal.removeEventListener('abort', onClientGone);
    };
    const onClientGone = () => upstream.abort();
    signal.addEventListener('abort', onClientGone);
    // Whatever went wrong while the client waited: its name in the contract's codes.
    const failure = (error: unknown, midway: boolean): Error => {
      if (error instanceof AiProviderError) return error;
      if (timedOut) return new AiProviderError('ai_timeout', 'the provider kept silent');
      if (signal.aborted) return error instanceof Error ? error : new Error(String(error));
      return new AiProviderError(midway ? 'ai_dropped' : 'ai_unreachable', String(error));
    };

    arm();
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          stream: true,
          max_tokens: MAX_TOKENS,
          temperature: 0.7,
        }),
        signal: upstream.signal,
        // Never followed: a redirect would send the document's text (a 307 re-posts it) and the
        // API key's request to a host nobody configured. A 3xx is the provider's error.
        redirect: 'manual',
      });
    } catch (error) {
      stop();
      throw failure(error, false);
    }
    if (!response.ok || !response.body) {
      stop();
      await response.body?.cancel().catch(() => undefined);
      const redirected = response.status >= 300 && response.status < 400;
      throw new AiProviderError(
        'ai_failed',
        redirected
          ? `the provider redirected (${response.status}); redirects are not followed`
          : `the provider answered ${response.status}`,
      );
    }
    const { maxBytes } = this.bounds;
    const body = response.body;
    const reader = body.getReader();
    let received = 0;
    /** The next bytes of the body, within the byte bound; undefined at its end. */
    const readBounded = async (): Promise<Uint8Array | undefined> => {
      const { value, done } = await reader.read();
      if (done) return undefined;
      received += value.byteLength;
      if (received > maxBytes)
        throw new AiProviderError('ai_garbage', `the answer is larger than ${maxBytes} bytes`);
      return value;
    };
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('text/event-stream')) {
      try {
        const decoder = new TextDecoder();
        let whole = '';
        for (let value = await readBounded(); value; value = await readBounded())
          whole += decoder.decode(value, { stream: true });
        const text = wholeAnswer(whole + decoder.decode());
        return (async function* () {
          yield text.slice(0, ANSWER_MAX_CHARS);
        })();
      } catch (error) {
        throw failure(error, false);
      } finally {
        stop();
        upstream.abort();
        reader.releaseLock();
      }
    }
    return (async function* pieces() {
      const decoder = new TextDecoder();
      const parser = createSseParser();
      let length = 0;
      let finished = false;
      try {
        for (;;) {
          arm();
          const value = await readBounded();
          if (!value) break;
          for (const frame of parser.push(decoder.decode(value, { stream: true }))) {
            if (frame.data.trim() === '[DONE]') return;
            const chunk = readChunk(frame.data);
            if (chunk.text) {
              const piece = chunk.text.slice(0, ANSWER_MAX_CHARS - length);
              length += piece.length;
              if (piece) yield piece;
              if (length >= ANSWER_MAX_CHARS) return;
            }
            finished ||= chunk.finished;
          }
        }
        // Some servers end the stream after the last chunk without [DONE]; none end it early
        // with a finish_reason, so an end without one is a broken connection.
        if (!finished) throw new AiProviderError('ai_dropped', 'the stream ended mid-answer');
      } catch (error) {
        throw failure(error, true);
      } finally {
        stop();
        upstream.abort();
        reader.releaseLock();
      }
    })();
  }
}

/**
 * Waits for the answer's first piece (or its end), so that a provider that answers garbage, an
 * error or nothing at all before writing a word is refused like one that never answered: the
 * teacher's question stays in her field, not in the conversation.
 */
export async function firstPieceArrived(pieces: AnswerPieces): Promise<AnswerPieces> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
}
