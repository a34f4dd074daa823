import {
  joinSpreadsheetTable,
  splitSpreadsheetParts,
  spreadsheetErrors,
  spreadsheetPaths,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { EditorClient } from './redactor-test-kit';

/** A teacher using the spreadsheet the way mf-spreadsheet does. */
export class SpreadsheetClient extends EditorClient {
  async metaRaw(docId: string) {
    return this.visitor.get(spreadsheetPaths.metaGet(docId));
  }

  /** meta-get's four parts. */
  async meta(docId: string): Promise<{ meta: SpreadsheetMeta } & SpreadsheetTable> {
    const response = await this.metaRaw(docId);
    if (response.status !== 200) throw new Error(`meta-get ${response.status}`);
    const parts = splitSpreadsheetParts(await response.text());
    if (!parts || parts.length !== 4) throw new Error('meta-get: not four parts');
    const [meta, columns, data, settings] = parts as [
      SpreadsheetMeta,
      SpreadsheetTable['columns'],
      SpreadsheetTable['data'],
      SpreadsheetTable['settings'],
    ];
    return { meta, columns, data, settings };
  }

  metaSet(docId: string, meta: string | SpreadsheetTable) {
    return this.visitor.post(spreadsheetPaths.metaSet(docId), {
      meta: typeof meta === 'string' ? meta : joinSpreadsheetTable(meta),
    });
  }

  upload(docId: string, bytes: Uint8Array | string) {
    return this.visitor.upload(spreadsheetPaths.upload(docId), bytes);
  }
}

/** The seeds' error shape of a spreadsheet error code, naming `name` (the field at fault) if given. */
export const spreadsheetError = (code: keyof typeof spreadsheetErrors, name?: string) => ({
  result: 'error',
  error_code: code,
  error_text: spreadsheetErrors[code],
  ...(name ? { name } : {}),
});

/** An answer (as `answer` reads it) refusing with that error, whichever field it names. */
export const spreadsheetRefusal = (code: keyof typeof spreadsheetErrors, status = 400) => ({
  status,
  body: expect.objectContaining(spreadsheetError(code)) as unknown,
});
