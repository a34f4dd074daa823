import {
  joinSpreadsheetTable,
  splitSpreadsheetParts,
  spreadsheetPaths,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import type { TestApp } from '../../../test-support/test-app';
import { EditorClient, rawText } from '../../redactor/__tests__/redactor-test-kit';

/** A teacher using the spreadsheet the way mf-spreadsheet does. */
export class SpreadsheetClient extends EditorClient {
  static override async anonymous(app: TestApp): Promise<SpreadsheetClient> {
    const editor = await EditorClient.anonymous(app);
    return new SpreadsheetClient(editor.visitor, editor.userKey);
  }

  /** A document whose text holds these lines (its `[labels]` are its keys). */
  async docWithText(templateId: string, ...lines: string[]): Promise<string> {
    const doc = await this.createDoc(templateId);
    const saved = await this.docSet(doc, {
      content: JSON.stringify(rawText(...lines)),
      font: 'PT Serif',
      padding: '10 20 30 40',
      fields_redactor: '0',
    });
    if (saved.status !== 200) throw new Error(`doc-set ${saved.status}: ${await saved.text()}`);
    return doc;
  }

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

/** Status and JSON body in one go. */
export async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
