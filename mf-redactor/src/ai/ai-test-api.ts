/**
 * Test support: the shared fake API answers ai-support-modal and -clear as JSON; the ask call
 * (fetch with a string address, as askAi sends it) gets a scripted answer: a ReadableStream of
 * server-sent event bytes, or a JSON refusal. jsdom lacks the stream and decoder classes: Node's
 * own are lent for the test.
 */
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { aiPaths, type AiAskBody, type AiMessage, type AiModalAnswer } from '@gramota/contracts';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';

export const sse = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A stream the test feeds piece by piece, and can see cancelled (Stop). */
export interface LiveStream {
  send(text: string): void;
  end(): void;
  fail(): void;
  readonly cancelled: boolean;
}

type AskAnswer =
  | { kind: 'stream'; live: LiveStream; stream: unknown }
  | { kind: 'refusal'; status: number; body: unknown };

export function liveStream(): { kind: 'stream'; live: LiveStream; stream: unknown } {
  const encoder = new NodeTextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new NodeReadableStream<Uint8Array>({
    start(control) {
      controller = control as unknown as ReadableStreamDefaultController<Uint8Array>;
    },
    cancel() {
      cancelled = true;
    },
  });
  const live: LiveStream = {
    send: (text) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
    get cancelled() {
      return cancelled;
    },
  };
  return { kind: 'stream', live, stream };
}

/** A whole answer at once: the frames, then the end of the stream. */
export function streamOf(...frames: string[]) {
  const answer = liveStream();
  for (const frame of frames) answer.live.send(frame);
  answer.live.end();
  return answer;
}

export const refusal = (status: number, error_code: string, error_text = '') =>
  ({ kind: 'refusal', status, body: { result: 'error', error_code, error_text } }) as const;

export const modalAnswer = (
  messages: AiMessage[] = [],
  configured = true,
  signInRequired = false,
): AiModalAnswer => ({
  result: 'success',
  configured,
  signInRequired,
  messages,
  limits: { messageMax: 4000, perMinute: 6, perDay: 100 },
});

export function installAiApi(
  docId: string,
  modal: AiModalAnswer,
  other: Handler = () => undefined,
) {
  const globals = globalThis as unknown as Record<string, unknown>;
  const lent = {
    ReadableStream: globals.ReadableStream,
    TextDecoder: globals.TextDecoder,
  };
  globals.ReadableStream ??= NodeReadableStream;
  globals.TextDecoder ??= NodeTextDecoder;
  const fake = installFakeApi((call) => {
    if (call.method === 'GET' && call.path === aiPaths.modal(docId)) return [200, modal];
    if (call.method === 'POST' && call.path === aiPaths.clear(docId))
      return [200, { result: 'success' }];
    return other(call);
  });
  const asks: Array<{ url: string; body: AiAskBody; headers: Headers; signal?: AbortSignal }> = [];
  const answers: AskAnswer[] = [];
  const jsonFetch = globals.fetch as (input: unknown, init?: RequestInit) => Promise<unknown>;
  globals.fetch = async (input: unknown, init: RequestInit = {}) => {
    if (typeof input !== 'string') return jsonFetch(input, init);
    asks.push({
      url: input,
      body: JSON.parse(String(init.body)) as AiAskBody,
      headers: new Headers(init.headers),
      signal: init.signal ?? undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    if (answer.kind === 'refusal') {
      const text = JSON.stringify(answer.body);
      return { ok: false, status: answer.status, body: null, text: async () => text };
    }
    return { ok: true, status: 200, body: answer.stream, text: async () => '' };
  };
  return {
    calls: fake.calls,
    asks,
    /** The next ask's answer (in order). */
    answer: (next: AskAnswer) => answers.push(next),
    uninstall() {
      fake.uninstall();
      globals.ReadableStream = lent.ReadableStream;
      globals.TextDecoder = lent.TextDecoder;
    },
  };
}
