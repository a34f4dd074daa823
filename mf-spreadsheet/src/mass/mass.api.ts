import {
  spreadsheetPaths,
  type MassCreateAnswer,
  type MassRowValues,
  type MassStatusAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface MassCreateArgs {
  docId: string;
  massId: string;
  values: MassRowValues;
  /** The row's index in the table. */
  row: number;
}

/**
 * The calls of a mass run (contract: packages/contracts spreadsheet.ts). Both are GETs, written
 * as mutations so the flow calls them once each time and drops each answer (a poll every 4 s
 * must not pile answers up in the store).
 */
export const massApi = api.injectEndpoints({
  endpoints: (build) => ({
    massCreateRow: build.mutation<MassCreateAnswer, MassCreateArgs>({
      query: ({ docId, massId, values, row }) =>
        spreadsheetPaths.massCreate(docId, massId, values, row),
    }),
    massRunStatus: build.mutation<MassStatusAnswer, readonly string[]>({
      query: (jobIds) => spreadsheetPaths.massStatus(jobIds),
    }),
  }),
});
