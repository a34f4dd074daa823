// The thread that reads untrusted tables (CSV and .xlsx) for TableReader: the readers are the
// pure functions of this folder, run here so that no file's cost falls on the event loop.
import { serveWorkerJobs } from '../../../shared/worker-pool';
import { readCsv } from './csv-read';
import { ImportError } from './import-error';
import { readTableFile } from './read-table-file';
import type { ReadTableJson, TableJob } from './table-reader';

serveWorkerJobs<TableJob, ReadTableJson>(
  async ({ bytes, kind, language }) => {
    const read = kind === 'csv' ? readCsv(bytes) : await readTableFile(bytes, language);
    return {
      tableJson: JSON.stringify(read.table),
      encoding: read.encoding,
      delimiter: read.delimiter,
    };
  },
  // A refusal keeps its code; anything else is a fault the server logs (never the file's text).
  (error) =>
    error instanceof ImportError
      ? { code: error.code }
      : { fault: error instanceof Error ? error.name : 'unknown' },
);
