import { randomUUID } from 'node:crypto';
import type { SpreadsheetCsvAnswer } from '@gramota/contracts';
import { LessThan, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { ReadTableJson } from './import';
import { notFound } from './spreadsheet-errors';
import { SpreadsheetUpload } from './spreadsheet-upload.entity';

/** An upload is fetched right after it is read; a day covers a slow or interrupted client. */
const KEPT_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Tables read from files and sheet links, kept under a random id until get-csv fetches them.
 * Only the account that uploaded reads one back; any other id is the same 404.
 */
export class SpreadsheetUploadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private get uploads() {
    return this.dataSource.getRepository(SpreadsheetUpload);
  }

  async keep(userId: string, docId: number | null, read: ReadTableJson): Promise<string> {
    const now = this.clock().getTime();
    await this.uploads.delete({ userId, time: LessThan(now - KEPT_MS) });
    const id = randomUUID();
    await this.uploads.insert({
      id,
      userId,
      docId,
      tableJson: read.tableJson,
      encoding: read.encoding,
      delimiter: read.delimiter,
      time: now,
    });
    return id;
  }

  /**
   * The get-csv answer (SpreadsheetCsvAnswer) as JSON text: the kept table's JSON is put in as it
   * is, never parsed and serialised again on the event loop (a 5 MB table costs ~50 ms that way).
   */
  async getJson(userId: string, id: string): Promise<string> {
    if (!UPLOAD_ID.test(id)) throw notFound();
    const upload = await this.uploads.findOneBy({ id, userId });
    if (!upload) throw notFound();
    const head: Omit<SpreadsheetCsvAnswer, 'table' | 'encoding' | 'delimiter'> = {
      result: 'success',
      status: 'ready',
    };
    const tail: Pick<SpreadsheetCsvAnswer, 'encoding' | 'delimiter'> = {
      encoding: upload.encoding,
      delimiter: upload.delimiter as SpreadsheetCsvAnswer['delimiter'],
    };
    const [open, close] = [JSON.stringify(head), JSON.stringify(tail)];
    return `${open.slice(0, -1)},"table":${upload.tableJson},${close.slice(1)}`;
  }
}
