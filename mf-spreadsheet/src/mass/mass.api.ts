import {
  spreadsheetPaths,
  type DeclineAnswer,
  type DeclineRequest,
  type MassCreateAnswer,
  type MassRowValues,
  type MassStatusAnswer,
  type PupilGender,
  type VerifyChoiceAnswer,
  verifyApiPaths,
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
  /** The run's verification switch (issue 35); undefined: the document's own choice. */
  verify?: boolean;
}

/**
 * The calls of a mass run (contract: packages/contracts spreadsheet.ts). All are written as
 * mutations so the flow calls them once each time and drops each answer (a poll every 4 s must
 * not pile answers up in the store, nor a list of names declined before each run).
 */
export const massApi = api.injectEndpoints({
  endpoints: (build) => ({
    massCreateRow: build.mutation<MassCreateAnswer, MassCreateArgs>({
      query: ({ docId, massId, values, row, gender, verify }) =>
        spreadsheetPaths.massCreate(docId, massId, values, row, gender, verify),
    }),
    massRunStatus: build.mutation<MassStatusAnswer, readonly string[]>({
      query: (jobIds) => spreadsheetPaths.massStatus(jobIds),
    }),
    /** The document's verification choice: the run's switch starts from it. */
    massVerifyChoice: build.query<VerifyChoiceAnswer, string>({
      query: (docId) => verifyApiPaths.choice(docId),
      keepUnusedDataFor: 0,
    }),
    declineNames: build.mutation<DeclineAnswer, DeclineRequest>({
      query: (body) => ({ url: spreadsheetPaths.decline(), method: 'POST', body }),
    }),
  }),
});

export const { useMassVerifyChoiceQuery } = massApi;
