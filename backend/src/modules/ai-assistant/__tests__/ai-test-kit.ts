import { aiPaths, createSseParser, type AiAskBody, type AiStreamEvent } from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import { EditorClient } from '../../../test-support/redactor-test-kit';

/** What one ask answered: the HTTP status, and the events of its stream (or its JSON refusal). */
export interface AskResult {
  status: number;
  type: string;
  events: AiStreamEvent[];
  json?: Record<string, unknown>;
  /** The deltas joined: the answer as the editor shows it. */
  text: string;
}

function parseEvents(body: string): AiStreamEvent[] {
  const parser = createSseParser();
  return parser
    .push(body)
    .map((frame) => ({ event: frame.event, ...JSON.parse(frame.data) }) as AiStreamEvent);
}

/** A teacher in the editor asking the assistant about her documents. */
export class AiTeacher extends EditorClient {
  /** The client address her asks come from, as a trusted proxy tells it (TRUST_PROXY). */
  address?: string;

  /** The same teacher asking from `address` (behind a proxy the app trusts). */
  from(address: string): this {
    this.address = address;
    return this;
  }

  async ask(
    docId: string,
    body: AiAskBody | Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<AskResult> {
    const response = await this.visitor.request(aiPaths.ask(docId), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.address ? { 'X-Forwarded-For': this.address } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    if (!type.startsWith('text/event-stream'))
      return { status: response.status, type, events: [], json: JSON.parse(text), text: '' };
    const events = parseEvents(text);
    return {
      status: response.status,
      type,
      events,
      text: events.map((event) => (event.event === 'delta' ? event.text : '')).join(''),
    };
  }

  /** Asks and leaves after the first piece of the answer arrived (the modal's Stop). */
  async askAndStop(docId: string, body: AiAskBody): Promise<string> {
    const stop = new AbortController();
    const response = await this.visitor.request(aiPaths.ask(docId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: stop.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    while (!seen.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    stop.abort();
    await reader.cancel().catch(() => undefined);
    return seen;
  }

  async modal(docId: string) {
    const response = await this.visitor.get(aiPaths.modal(docId));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async clear(docId: string) {
    const response = await this.visitor.post(aiPaths.clear(docId));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A signed-in teacher with a document of these lines (visitors without an account may not ask). */
  static async withDoc(app: TestApp, templateId: string, ...lines: string[]) {
    const teacher = await AiTeacher.registered(app);
    const doc = await teacher.labelledDoc(templateId, ...lines);
    return { teacher, doc };
  }
}

/** Waits until `check` holds (the server keeps a stopped answer after the client left). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 5000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
