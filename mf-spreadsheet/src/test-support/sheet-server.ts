import {
  defaultSpreadsheetSettings,
  joinSpreadsheetMeta,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { declineHandler } from './decline-stand-in';

export { declineHandler, declineStandIn } from './decline-stand-in';

export function sheetMeta(overrides: Partial<SpreadsheetMeta> = {}): SpreadsheetMeta {
  return {
    keys: 'Фамилия Имя;;Класс',
    sources: [],
    is_pro: '1',
    is_table_student_card: '0',
    readonly: '0',
    empty: '1',
    doc_name: 'Грамота',
    format: 'a4',
    gendered: '0',
    ...overrides,
  };
}

/** meta-get's text for a meta and (optionally) a saved table. */
export function metaGetText(meta: SpreadsheetMeta, table?: SpreadsheetTable): string {
  return joinSpreadsheetMeta(
    table ? { ...meta, empty: '0' } : meta,
    table ?? { columns: [], data: [], settings: defaultSpreadsheetSettings() },
  );
}

/**
 * The shared fake API answers JSON; meta-get answers text, so a handler's string answer is served
 * as text/plain here. POST /api/spreadsheet-decline/ is answered by the decline stand-in.
 */
export function installSheetApi(handler: Handler) {
  // The decline endpoint answers as the server's declension does, unless the test answers it.
  const fake = installFakeApi((call) => handler(call) ?? declineHandler(call));
  const globals = globalThis as unknown as { fetch: (input: unknown) => Promise<FakeAnswer> };
  const jsonFetch = globals.fetch;
  globals.fetch = async (input) => {
    const response = await jsonFetch(input);
    const body = await response.text();
    if (!body.startsWith('"')) return response;
    return textResponse(JSON.parse(body) as string, response.status);
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
