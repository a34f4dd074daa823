import { printApiPaths, type PrinterAnswer, type PrintersAnswer } from '@gramota/contracts';
import { api } from './api';

/** A printer's form as the apps send it (decimals as typed: '1,5'). */
export interface PrinterForm {
  name: string;
  shift_x: string;
  shift_y: string;
  scale: string;
}

const printersBase = api.enhanceEndpoints({ addTagTypes: ['Printers'] });

/**
 * The account's calibrated printers (issue 36; contracts printApiPaths), for the settings page,
 * the editor's print dialog and Ready files' class print alike: one definition in the one store.
 */
export const printersApi = printersBase.injectEndpoints({
  endpoints: (build) => ({
    printers: build.query<PrinterAnswer[], void>({
      query: () => printApiPaths.printers,
      transformResponse: (answer: PrintersAnswer) => answer.printers,
      providesTags: ['Printers'],
    }),
    savePrinter: build.mutation<{ printer: PrinterAnswer }, { id?: string; form: PrinterForm }>({
      query: ({ id, form }) => ({
        url: id ? printApiPaths.printer(id) : printApiPaths.printers,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: ['Printers'],
    }),
    deletePrinter: build.mutation<void, string>({
      query: (id) => ({ url: printApiPaths.deletePrinter(id), method: 'POST' }),
      invalidatesTags: ['Printers'],
    }),
  }),
});

export const { usePrintersQuery, useSavePrinterMutation, useDeletePrinterMutation } = printersApi;
