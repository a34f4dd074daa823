// The thread that reads untrusted tables (CSV and .xlsx) for TableReader: the readers are the
// pure functions of this folder, run here so that no file's cost falls on the event loop.
import { serveWorkerJobs } from '../../../shared/worker-pool';
import { readCsv } from './csv-read';
import { ImportError } from './import-error';
import { readTableFile, type ReadTable } from './read-table-file';
import type { TableJob } from './table-reader';

serveWorkerJobs<TableJob, ReadTable>(
  ({ bytes, kind }) => (kind === 'csv' ? readCsv(bytes) : readTableFile(bytes)),
  // A refusal keeps its code; anything else is a fault the server logs (never the file's text).
  (error) =>
    error instanceof ImportError
      ? { code: error.code }
      : { fault: error instanceof Error ? error.name : 'unknown' },
);
