import type { AiConfig } from '../../../config';
import {
  AiProviderError,
  OpenAiCompatibleProvider,
  firstPieceArrived,
  type AnswerBounds,
} from '../ai-provider.client';

const CONFIG: AiConfig = { baseUrl: 'http://provider.test/v1', model: 'm', timeoutMs: 5_000 };
const encoder = new TextEncoder();
const sseFrame = (content: string) =>
  encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);

/**
 * A provider whose body never ends: `chunk()` gives each next piece. Counts what the client pulled
 * and whether it hung up.
 */
function endlessProvider(type: string, chunk: (index: number) => Uint8Array, gapMs = 0) {
  const seen = { pulledBytes: 0, cancelled: false, calls: [] as RequestInit[] };
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    seen.calls.push(init);
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // As fetch does: aborting the request breaks off its body.
        init.signal?.addEventListener('abort', () => {
          seen.cancelled = true;
          controller.error(init.signal?.reason);
        });
      },
      async pull(controller) {
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
        const piece = chunk(index);
        index += 1;
        seen.pulledBytes += piece.byteLength;
        controller.enqueue(piece);
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': type } });
  }) as unknown as typeof fetch;
  return { fetchImpl, seen };
}

async function readAll(provider: OpenAiCompatibleProvider) {
  let text = '';
  try {
    for await (const piece of await firstPieceArrived(
      await provider.answer([{ role: 'user', content: 'hi' }], new AbortController().signal),
    ))
      text += piece;
  } catch (error) {
    return { text, error };
  }
  return { text, error: undefined };
}

describe('the AI provider client reads a bounded answer', () => {
  const bounds: AnswerBounds = { maxBytes: 64 * 1024, maxMs: 60_000 };

  it('stops reading a stream that never ends (frames without text count too)', async () => {
    const { fetchImpl, seen } = endlessProvider('text/event-stream', (index) =>
      sseFrame(index === 0 ? 'Hello' : ''),
    );
    const { text, error } = await readAll(new OpenAiCompatibleProvider(CONFIG, fetchImpl, bounds));
    expect(text).toBe('Hello');
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).code).toBe('ai_garbage');
    expect(seen.pulledBytes).toBeLessThan(bounds.maxBytes + 1024);
    expect(seen.calls[0]).toMatchObject({ redirect: 'manual' });
  });

  it('stops reading a whole (non-streamed) answer past the bound', async () => {
    const { fetchImpl, seen } = endlessProvider('application/json', (index) =>
      encoder.encode(index === 0 ? '{"choices":[{"message":{"content":"' : 'x'.repeat(4096)),
    );
    const { error } = await readAll(new OpenAiCompatibleProvider(CONFIG, fetchImpl, bounds));
    expect((error as AiProviderError).code).toBe('ai_garbage');
    expect(seen.pulledBytes).toBeLessThan(bounds.maxBytes + 8192);
  });

  it('ends an answer that trickles on past the whole-answer time, though never silent for long', async () => {
    // A piece every 20 ms (the silence limit is 5 s), for ever: the whole-answer bound ends it.
    const { fetchImpl, seen } = endlessProvider(
      'text/event-stream',
      (index) => sseFrame(index === 1 ? 'Hello' : ''),
      20,
    );
    const { text, error } = await readAll(
      new OpenAiCompatibleProvider(CONFIG, fetchImpl, { maxBytes: 1 << 30, maxMs: 300 }),
    );
    expect(text).toBe('Hello');
    expect((error as AiProviderError).code).toBe('ai_timeout');
    expect(seen.cancelled).toBe(true);
  });
});
