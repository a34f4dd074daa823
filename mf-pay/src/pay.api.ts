import {
  appQuery,
  payPaths,
  type BankPaperAnswer,
  type CheckPayModalAnswer,
  type Currency,
  type InvoiceCreateAnswer,
  type InvoiceGetAnswer,
  type InvoiceOffersAnswer,
  type InvoiceStatusAnswer,
  type PayGetAnswer,
  type PayMethod,
  type PayOperator,
  type PayProduct,
  type PayRequisites,
  type PaySetSettingsAnswer,
  type PaySettingsAnswer,
  type PaypalPayAnswer,
  type SetCurrencyAnswer,
  type SetPayMethodAnswer,
  type TeamConnectAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface InvoiceCreateArgs {
  product: PayProduct;
  aim_id?: string;
  doc_id?: string;
  seats?: number;
  org?: string;
  /** Donations only: the sum the teacher chose. */
  sum_minor?: number;
}

export interface SetPayMethodArgs {
  dataId: string;
  operator: PayOperator;
  method: PayMethod;
}

export interface PaySettingsArgs extends PayRequisites {
  email: string;
  country: string;
}

/** Which bank paper: the invoice to pay by, or the act once paid. */
export type BankPaper = 'invoice' | 'act';

/**
 * The pay area's calls (seed 001 §7 Payments; contract: packages/contracts pay.ts). Every change
 * of a record invalidates 'Pay', so the purchases list and the invoice page read it again. Calls
 * that change something on the server with GET (team connect, set method, papers, check modal) are
 * mutations so a cached answer is never taken for a new visit.
 */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    payGet: build.query<PayGetAnswer, string>({
      query: (userKey) => payPaths.payGet(userKey),
      providesTags: ['Pay'],
    }),
    payInvoiceOffers: build.query<InvoiceOffersAnswer, string>({
      query: (aimId) => payPaths.invoiceOffers() + appQuery({ aim_id: aimId }),
      providesTags: ['Pay'],
    }),
    payInvoiceGet: build.query<InvoiceGetAnswer, string>({
      query: (dataId) => payPaths.invoiceGet(dataId),
      providesTags: ['Pay'],
    }),
    payInvoiceCreate: build.mutation<InvoiceCreateAnswer, InvoiceCreateArgs>({
      query: (body) => ({ url: payPaths.invoiceCreate(), method: 'POST', body }),
      invalidatesTags: ['Pay'],
    }),
    paySetPayMethod: build.mutation<SetPayMethodAnswer, SetPayMethodArgs>({
      query: ({ dataId, operator, method }) => payPaths.setPayMethod(dataId, operator, method),
    }),
    /** Polled every 2.5 s while a record waits for its money (never cached between visits). */
    payStatus: build.query<InvoiceStatusAnswer, string>({
      query: (dataId) => payPaths.statusPay(dataId),
      keepUnusedDataFor: 0,
    }),
    payBankPaperStart: build.mutation<BankPaperAnswer, { dataId: string; paper: BankPaper }>({
      query: ({ dataId, paper }) =>
        paper === 'invoice' ? payPaths.bankInvoice(dataId) : payPaths.bankAct(dataId),
    }),
    /** Polled every 2 s until the PDF is ready. */
    payBankPaperStatus: build.query<BankPaperAnswer, { dataId: string; paper: BankPaper }>({
      query: ({ dataId, paper }) =>
        paper === 'invoice' ? payPaths.bankInvoiceStatus(dataId) : payPaths.bankActStatus(dataId),
      keepUnusedDataFor: 0,
    }),
    paySettingsModal: build.query<PaySettingsAnswer, void>({
      query: () => payPaths.settingsModal(),
      providesTags: ['Pay'],
    }),
    paySetSettings: build.mutation<PaySetSettingsAnswer, PaySettingsArgs>({
      query: (settings) => payPaths.setSettings() + appQuery({ ...settings }),
      invalidatesTags: ['Pay'],
    }),
    payCheckModal: build.mutation<CheckPayModalAnswer, void>({
      query: () => payPaths.checkPayModal(),
    }),
    payPaypalCapture: build.mutation<PaypalPayAnswer, { dataId: string; token: string }>({
      query: ({ dataId, token }) => payPaths.paypalPay(dataId) + appQuery({ token }),
      invalidatesTags: ['Pay'],
    }),
    payRemoveInvoice: build.mutation<{ result: 'success' }, string>({
      query: (aimId) => payPaths.removeInvoice() + `?${new URLSearchParams({ aim_id: aimId })}`,
      invalidatesTags: ['Pay'],
    }),
    paySetCurrency: build.mutation<SetCurrencyAnswer, Currency>({
      query: (currency) => payPaths.setCurrency() + appQuery({ currency }),
      // The profile carries the currency and the pwa-int prices too.
      invalidatesTags: ['Pay', 'Profile'],
    }),
    payTeamConnect: build.mutation<TeamConnectAnswer, string>({
      query: (uid) => payPaths.teamConnect(uid),
      invalidatesTags: ['Pay', 'Profile', 'Licences'],
    }),
  }),
});

export const {
  usePayGetQuery,
  usePayInvoiceOffersQuery,
  usePayInvoiceGetQuery,
  usePayInvoiceCreateMutation,
  usePaySetPayMethodMutation,
  usePayStatusQuery,
  usePayBankPaperStartMutation,
  usePayBankPaperStatusQuery,
  usePaySettingsModalQuery,
  usePaySetSettingsMutation,
  usePayCheckModalMutation,
  usePayPaypalCaptureMutation,
  usePayRemoveInvoiceMutation,
  usePaySetCurrencyMutation,
  usePayTeamConnectMutation,
} = payApi;
