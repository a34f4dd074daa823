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

  async get(userId: string, id: string): Promise<SpreadsheetCsvAnswer> {
    if (!UPLOAD_ID.test(id)) throw notFound();
    const upload = await this.uploads.findOneBy({ id, userId });
    if (!upload) throw notFound();
    return {
      result: 'success',
      status: 'ready',
      table: JSON.parse(upload.tableJson) as SpreadsheetCsvAnswer['table'],
      encoding: upload.encoding,
      delimiter: upload.delimiter as SpreadsheetCsvAnswer['delimiter'],
    };
  }
}
