/**
 * jsdom has no fetch, Request or Response. These stand-ins are just enough for RTK Query's
 * fetchBaseQuery, so component tests run the real store and endpoints against scripted answers.
 */
type Body = string | FormData | null;

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: Body;
  constructor(input: string | FakeRequest, init: RequestInit = {}) {
    this.url = typeof input === 'string' ? input : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.body = (init.body as Body) ?? null;
  }
  clone() {
    return new FakeRequest(this.url, {
      method: this.method,
      headers: this.headers,
      body: this.body,
    });
  }
}

class FakeResponse {
  readonly ok: boolean;
  readonly headers: Headers;
  constructor(
    private readonly bodyText: string,
    readonly status: number,
  ) {
    this.ok = status >= 200 && status < 300;
    this.headers = new Headers({ 'content-type': 'application/json' });
  }
  clone() {
    return new FakeResponse(this.bodyText, this.status);
  }
  async text() {
    return this.bodyText;
  }
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; FormData kept as is. */
  body: unknown;
}

export type Handler = (call: RecordedCall) => [status: number, answer: unknown] | undefined;

/** Installs the stand-ins; every call is recorded and answered by the first handler that knows it. */
export function installFakeApi(handler: Handler) {
  const calls: RecordedCall[] = [];
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.Request = FakeRequest;
  globals.Response = FakeResponse;
  globals.fetch = async (input: FakeRequest) => {
    const url = new URL(input.url);
    const body = typeof input.body === 'string' && input.body ? JSON.parse(input.body) : input.body;
    const call: RecordedCall = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    calls.push(call);
    const [status, answer] = handler(call) ?? [
      404,
      { result: 'error', error_code: 'not_found', error_text: 'Not found' },
    ];
    return new FakeResponse(JSON.stringify(answer), status);
  };
  return {
    calls,
    paths: () => calls.map((call) => call.path),
    uninstall() {
      delete globals.fetch;
      delete globals.Request;
      delete globals.Response;
    },
  };
}
