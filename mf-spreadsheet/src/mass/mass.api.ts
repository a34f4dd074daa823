import {
  spreadsheetPaths,
  type DeclineAnswer,
  type DeclineRequest,
  type MassCreateAnswer,
  type MassRowValues,
  type MassStatusAnswer,
  type PupilGender,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface MassCreateArgs {
  docId: string;
  massId: string;
  values: MassRowValues;
  /** The row's index in the table. */
  row: number;
  /** Chooses the document's gender alternatives; null leaves them as written. */
  gender: PupilGender | null;
}

/**
 * The calls of a mass run (contract: packages/contracts spreadsheet.ts). All are written as
 * mutations so the flow calls them once each time and drops each answer (a poll every 4 s must
 * not pile answers up in the store, nor a list of names declined before each run).
 */
export const massApi = api.injectEndpoints({
  endpoints: (build) => ({
    massCreateRow: build.mutation<MassCreateAnswer, MassCreateArgs>({
      query: ({ docId, massId, values, row, gender }) =>
        spreadsheetPaths.massCreate(docId, massId, values, row, gender),
    }),
    massRunStatus: build.mutation<MassStatusAnswer, readonly string[]>({
      query: (jobIds) => spreadsheetPaths.massStatus(jobIds),
    }),
    declineNames: build.mutation<DeclineAnswer, DeclineRequest>({
      query: (body) => ({ url: spreadsheetPaths.decline(), method: 'POST', body }),
    }),
  }),
});
