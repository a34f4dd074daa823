import { installFakeApi, type Handler } from '@gramota/shell-api/testing';

/**
 * The shared fake API answers everything as JSON. get-doc answers text, so a handler's string
 * answer is served here as text/plain instead; everything else goes through unchanged.
 */
export function installRedactorApi(handler: Handler) {
  const fake = installFakeApi(handler);
  const globals = globalThis as unknown as { fetch: (input: unknown) => Promise<FakeAnswer> };
  const jsonFetch = globals.fetch;
  globals.fetch = async (input) => {
    const response = await jsonFetch(input);
    const body = await response.text();
    if (!body.startsWith('"')) return response;
    const text = JSON.parse(body) as string;
    return textResponse(text, response.status);
  };
  return fake;
}

interface FakeAnswer {
  ok: boolean;
  status: number;
  headers: Headers;
  clone(): FakeAnswer;
  text(): Promise<string>;
}

function textResponse(text: string, status: number): FakeAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
    clone: () => textResponse(text, status),
    text: async () => text,
  };
}
