import type { MassCreateAnswer, SpreadsheetKeySource } from '@gramota/contracts';
import { callAnswer, FlowCallError } from '@gramota/flow';
import type { AppDispatch } from '@gramota/store';
import { massApi } from './mass.api';
import { checkRows, type PageMeasurement, type PageMeasurer } from './mass-checks';
import type { MassPorts } from './mass-ports';
import { prepareRun, type DeclineCall } from './prepare-names';

/** Failures worth the 3 s retry: no answer, a server crash, a rate limit. Other codes refuse. */
const RETRYABLE = new Set(['offline', 'internal', 'too_many_attempts']);

export interface MassPortsSource {
  docId: string;
  sources: readonly SpreadsheetKeySource[];
  saveNow(): Promise<boolean>;
  /** A measurer for this run's checks (the browser's hidden frame); disposed after them. */
  measurer(): PageMeasurer;
  /** The run's verification switch (issue 35); undefined: the document's own choice. */
  verify?: boolean;
}

/** The decline endpoint through the store: the names' forms, or a FlowCallError. */
export function storeDecline(dispatch: AppDispatch): DeclineCall {
  return async (request) => {
    const answer = await callAnswer(dispatch(massApi.endpoints.declineNames.initiate(request)));
    return answer.names;
  };
}

/**
 * A measurer that remembers the pages of this run: after the teacher fixes one row's gender in
 * the check, only that row's page is laid out again (each page is a frame load).
 */
function rememberingMeasurer(
  measurer: PageMeasurer,
  pages: Map<string, PageMeasurement | null>,
): PageMeasurer {
  return {
    async measure(values, gender) {
      const key = JSON.stringify([values, gender ?? null]);
      if (pages.has(key)) return pages.get(key)!;
      const page = await measurer.measure(values, gender);
      pages.set(key, page);
      return page;
    },
    dispose: () => measurer.dispose(),
  };
}

/** The flow's ports in the browser: the store's endpoints, the grid's save and the page measurer. */
export function createMassPorts(dispatch: AppDispatch, source: () => MassPortsSource): MassPorts {
  const endpoints = massApi.endpoints;
  const decline = storeDecline(dispatch);
  const pages = new Map<string, PageMeasurement | null>();
  return {
    saveNow: () => source().saveNow(),
    newMassId: () => crypto.randomUUID(),
    prepare: (run) => prepareRun(run, decline),
    async check(rows, stillWanted, again) {
      // A new run may follow a change of the document: its pages are laid out afresh.
      if (!again) pages.clear();
      const measurer = rememberingMeasurer(source().measurer(), pages);
      try {
        return await checkRows({ rows, sources: source().sources, measurer, stillWanted });
      } finally {
        measurer.dispose();
      }
    },
    async create(massId, values, row, gender) {
      try {
        return await callAnswer(
          dispatch(
            endpoints.massCreateRow.initiate({
              docId: source().docId,
              massId,
              values,
              row,
              gender,
              verify: source().verify,
            }),
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
