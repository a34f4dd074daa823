import path from 'node:path';
import type { Language, SpreadsheetErrorCode } from '@gramota/contracts';
import type { TableReadingConfig } from '../../../config';
import { WorkerJobError, WorkerPool } from '../../../shared/worker-pool';
import { ImportError } from './import-error';
import type { ReadTable } from './read-table-file';

/** What a table thread reads: an uploaded file (CSV or .xlsx by its bytes) or a sheet's CSV. */
export interface TableJob {
  bytes: Uint8Array;
  kind: 'file' | 'csv';
  /** The teacher's language: how an .xlsx's dates are written (absent: Russian). */
  language?: Language;
}

/**
 * A read table as it is kept: the table already as JSON text (made on the reader's thread, so the
 * server's own thread neither rebuilds thousands of cells nor serialises them again).
 */
export interface ReadTableJson extends Pick<ReadTable, 'encoding' | 'delimiter'> {
  tableJson: string;
}

/** The pool's part of TABLE_READ_*: threads, queue, one file's time and heap. */
export type TableReaderOptions = Pick<
  TableReadingConfig,
  'workers' | 'queue' | 'timeoutMs' | 'memoryMb'
>;

/** The reader's refusals that are not the file's content: the routes answer 429. */
export class TableReaderBusy extends Error {
  readonly code: SpreadsheetErrorCode = 'reader_busy';
}

/**
 * Reads untrusted tables off the event loop (issue 28 finding 1): every upload and sheet link
 * goes through here, never through readCsv/readTableFile on the server's own thread. A file past
 * the time or memory limit is refused as table_too_complex (ImportError, like any unreadable
 * file); a full queue is TableReaderBusy.
 */
export class TableReader {
  private readonly pool: WorkerPool<TableJob, ReadTableJson>;

  constructor(options: TableReaderOptions, script?: string) {
    this.pool = new WorkerPool({
      script: script ?? path.join(__dirname, 'table-worker'),
      size: options.workers,
      queueMax: options.queue,
      timeoutMs: options.timeoutMs,
      memoryMb: options.memoryMb,
    });
  }

  get stats() {
    return this.pool.stats;
  }

  async read(
    bytes: Uint8Array,
    kind: TableJob['kind'],
    language?: Language,
  ): Promise<ReadTableJson> {
    // A copy the thread owns (the upload's buffer may be a slice of a shared one).
    const own = new Uint8Array(bytes);
    try {
      return await this.pool.run({ bytes: own, kind, language }, [own.buffer]);
    } catch (error) {
      if (error instanceof WorkerJobError) {
        // A full queue, or a server shutting down: nothing was read, the teacher may retry.
        if (error.reason === 'busy' || error.reason === 'stopped')
          throw new TableReaderBusy('reader_busy');
        throw new ImportError('table_too_complex');
      }
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string') throw new ImportError(code as SpreadsheetErrorCode);
      throw new Error(`table reader fault: ${String((error as { fault?: unknown })?.fault)}`);
    }
  }

  stop(): Promise<void> {
    return this.pool.stop();
  }
}
