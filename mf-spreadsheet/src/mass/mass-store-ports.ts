import type { MassCreateAnswer, SpreadsheetKeySource } from '@gramota/contracts';
import { callAnswer, FlowCallError } from '@gramota/delivery';
import type { AppDispatch } from '@gramota/store';
import { massApi } from './mass.api';
import { checkRows, type PageMeasurer } from './mass-checks';
import type { MassPorts } from './mass-ports';

/** Failures worth the 3 s retry: no answer, a server crash, a rate limit. Other codes refuse. */
const RETRYABLE = new Set(['offline', 'internal', 'too_many_attempts']);

export interface MassPortsSource {
  docId: string;
  sources: readonly SpreadsheetKeySource[];
  saveNow(): Promise<boolean>;
  /** A measurer for this run's checks (the browser's hidden frame); disposed after them. */
  measurer(): PageMeasurer;
}

/** The flow's ports in the browser: the store's endpoints, the grid's save and the page measurer. */
export function createMassPorts(dispatch: AppDispatch, source: () => MassPortsSource): MassPorts {
  const endpoints = massApi.endpoints;
  return {
    saveNow: () => source().saveNow(),
    newMassId: () => crypto.randomUUID(),
    async check(rows, stillWanted) {
      const measurer = source().measurer();
      try {
        return await checkRows({ rows, sources: source().sources, measurer, stillWanted });
      } finally {
        measurer.dispose();
      }
    },
    async create(massId, values, row) {
      try {
        return await callAnswer(
          dispatch(
            endpoints.massCreateRow.initiate({ docId: source().docId, massId, values, row }),
          ),
          { errors: true },
        );
      } catch (error) {
        // A refusal with any HTTP status (403 of another's document, 400 of a bad row) is the
        // server's answer, not a dropped connection: the run stops with its text.
        if (error instanceof FlowCallError && error.code && !RETRYABLE.has(error.code)) {
          const refusal: MassCreateAnswer = {
            result: 'error',
            doc: '',
            filename: '',
            error_code: error.code,
            error_text: error.text,
          };
          return refusal;
        }
        throw error;
      }
    },
    status: (jobIds) => callAnswer(dispatch(endpoints.massRunStatus.initiate(jobIds))),
  };
}
