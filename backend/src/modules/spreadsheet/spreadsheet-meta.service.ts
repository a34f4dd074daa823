import {
  joinSpreadsheetMeta,
  splitSpreadsheetParts,
  SPREADSHEET_KEYS_SEPARATOR,
  type SpreadsheetMeta,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { docKeySources, hasGenderAlternatives } from '@gramota/doc-content';
import type { DataSource } from 'typeorm';
import type { DocRenderSource } from '../docs';
import type { Clock } from '../../shared/clock';
import { defaultTable } from './default-table';
import { checkTable } from './spreadsheet-schemas';
import { badRequest, notFound } from './spreadsheet-errors';
import { SpreadsheetTableRow } from './spreadsheet-table.entity';

/** What the spreadsheet reads of the docs module. */
export interface SpreadsheetDocs {
  renderSource(userId: string, docId: number): Promise<DocRenderSource | null>;
}

/** The PRO rule of mass creation (the same as the creator's). */
export interface SpreadsheetLicences {
  isProForTemplate(userId: string, templateId: string): Promise<boolean>;
}

export interface SpreadsheetMetaDependencies {
  dataSource: DataSource;
  docs: SpreadsheetDocs;
  licences: SpreadsheetLicences;
  clock: Clock;
}

/** The document's keys, each once, in the order the document uses them. */
export function docKeys(doc: DocRenderSource) {
  const sources = docKeySources(doc.content, doc.fields, doc.fieldsMode);
  return { sources, keys: [...new Set(sources.map((source) => source.key))] };
}

function parseStored(row: SpreadsheetTableRow): SpreadsheetTable | null {
  const checked = checkTable(
    [row.columns, row.data, row.settings].map((part) => JSON.parse(part) as unknown),
  );
  return checked.ok ? checked.value : null;
}

/**
 * spreadsheet-meta-get and -set (seed 001 §3 Spreadsheet meta): a document's table, kept as the
 * three checked JSON parts. Ownership decides everything: another account's doc is the same 404
 * as a missing one; a doc in the trash is read-only.
 */
export class SpreadsheetMetaService {
  constructor(private readonly deps: SpreadsheetMetaDependencies) {}

  private get tables() {
    return this.deps.dataSource.getRepository(SpreadsheetTableRow);
  }

  /** The account's doc, or 404. */
  async ownDoc(userId: string, docId: number): Promise<DocRenderSource> {
    const doc = await this.deps.docs.renderSource(userId, docId);
    if (!doc) throw notFound();
    return doc;
  }

  /** The account's doc that is not in the trash (400 in_trash), or 404. */
  async activeDoc(userId: string, docId: number): Promise<DocRenderSource> {
    const doc = await this.ownDoc(userId, docId);
    if (doc.trashed) throw badRequest('in_trash');
    return doc;
  }

  async get(userId: string, docId: number): Promise<string> {
    const doc = await this.ownDoc(userId, docId);
    const { sources, keys } = docKeys(doc);
    const [pro, row] = await Promise.all([
      this.deps.licences.isProForTemplate(userId, doc.templateId),
      this.tables.findOneBy({ docId: doc.id, userId }),
    ]);
    const saved = row ? parseStored(row) : null;
    const meta: SpreadsheetMeta = {
      keys: keys.join(SPREADSHEET_KEYS_SEPARATOR),
      sources,
      is_pro: pro ? '1' : '0',
      is_table_student_card: doc.studentReportCard ? '1' : '0',
      readonly: doc.trashed ? '1' : '0',
      empty: saved ? '0' : '1',
      doc_name: doc.name,
      format: doc.format,
      gendered: hasGenderAlternatives(doc.content, doc.fieldsMode ? doc.fieldValues : {})
        ? '1'
        : '0',
    };
    return joinSpreadsheetMeta(meta, saved ?? defaultTable(keys));
  }

  /** Saves the table (meta-set's text), or clears it with ''. Refusals change nothing. */
  async set(userId: string, docId: number, text: string): Promise<void> {
    const doc = await this.activeDoc(userId, docId);
    if (text === '') {
      await this.tables.delete({ docId: doc.id, userId });
      return;
    }
    // Seed 001 §4: a document without keys has nothing to fill; the client shows need-label.
    if (docKeys(doc).keys.length === 0) throw badRequest('need_label');
    const parts = splitSpreadsheetParts(text);
    if (!parts) throw badRequest('meta_invalid', 'meta');
    const checked = checkTable(parts);
    if (!checked.ok) throw badRequest(checked.code, 'meta');
    const { columns, data, settings } = checked.value;
    // One statement (INSERT … ON CONFLICT): two saves of one table arriving at once, on two
    // instances or two connections, both land (the later wins) instead of one failing on the key.
    await this.tables.upsert(
      {
        docId: doc.id,
        userId,
        columns: JSON.stringify(columns),
        data: JSON.stringify(data),
        settings: JSON.stringify(settings),
        time: this.deps.clock().getTime(),
      },
      ['docId'],
    );
  }

  /** A sheet link read for this doc becomes its table's source (when it has a saved table). */
  async rememberLink(userId: string, docId: number, url: string): Promise<void> {
    const row = await this.tables.findOneBy({ docId, userId });
    const saved = row ? parseStored(row) : null;
    if (!row || !saved) return;
    const settings = { ...saved.settings, type: 'google' as const, url: url.slice(0, 2000) };
    await this.tables.update({ docId, userId }, { settings: JSON.stringify(settings) });
  }
}
