import type { SpreadsheetErrorCode } from '@gramota/contracts';

/**
 * Why a file could not be read into a table. The readers are pure functions that know nothing of
 * HTTP: the routes turn this into the seeds' error answer.
 */
export class ImportError extends Error {
  constructor(readonly code: SpreadsheetErrorCode) {
    super(code);
    this.name = 'ImportError';
  }
}
