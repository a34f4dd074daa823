import {
  payPaths,
  type PrintDelivery,
  type PrintOperatorListAnswer,
  type PrintOperatorSetStatusAnswer,
  type PrintOperatorSetStatusBody,
  type PrintOrderCartAnswer,
  type PrintOrderGetAnswer,
  type PrintOrderSetCopiesBody,
  type PrintOrderSubmitAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/**
 * The print page's calls (contract: packages/contracts pay.ts, payPaths.printOrder*). They share
 * the pay area's 'Pay' tag: submitting makes a payment record the purchases list shows, and a
 * paid record moves the order on, so either change reads the other again.
 */
export const printApi = api.injectEndpoints({
  endpoints: (build) => ({
    printOrderGet: build.query<PrintOrderGetAnswer, void>({
      query: () => payPaths.printOrderGet(),
      providesTags: ['Pay'],
    }),
    printOrderSetCopies: build.mutation<PrintOrderCartAnswer, PrintOrderSetCopiesBody>({
      query: (body) => ({ url: payPaths.printOrderSetCopies(), method: 'POST', body }),
      invalidatesTags: ['Pay'],
    }),
    printOrderRemoveFile: build.mutation<PrintOrderCartAnswer, number>({
      query: (id) => ({ url: payPaths.printOrderRemoveFile(), method: 'POST', body: { id } }),
      invalidatesTags: ['Pay'],
    }),
    printOrderSubmit: build.mutation<PrintOrderSubmitAnswer, PrintDelivery>({
      query: (body) => ({ url: payPaths.printOrderSubmit(), method: 'POST', body }),
      invalidatesTags: ['Pay'],
    }),
    printOperatorList: build.query<PrintOperatorListAnswer, void>({
      query: () => payPaths.printOrderOperatorList(),
      providesTags: ['Pay'],
    }),
    printOperatorSetStatus: build.mutation<
      PrintOperatorSetStatusAnswer,
      PrintOperatorSetStatusBody
    >({
      query: (body) => ({ url: payPaths.printOrderOperatorSetStatus(), method: 'POST', body }),
      invalidatesTags: ['Pay'],
    }),
  }),
});

export const {
  usePrintOrderGetQuery,
  usePrintOrderSetCopiesMutation,
  usePrintOrderRemoveFileMutation,
  usePrintOrderSubmitMutation,
  usePrintOperatorListQuery,
  usePrintOperatorSetStatusMutation,
} = printApi;
