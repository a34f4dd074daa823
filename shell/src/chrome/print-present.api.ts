import { printPresentPaths, type PrintPresentModalAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';

/** The printed-copies offer's texts (seed 000 §7 print-present-modal): the server's, which the operator can change. */
export const printPresentApi = api.injectEndpoints({
  endpoints: (build) => ({
    printPresentModal: build.query<PrintPresentModalAnswer, void>({
      query: () => printPresentPaths.modal(),
    }),
  }),
});

export const { usePrintPresentModalQuery } = printPresentApi;
