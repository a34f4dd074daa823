import {
  spreadsheetPaths,
  splitSpreadsheetParts,
  joinSpreadsheetTable,
  defaultSpreadsheetSettings,
  type ClassListAnswer,
  type ClassListsAnswer,
  type ImportedTable,
  type SpreadsheetColumn,
  type SpreadsheetCsvAnswer,
  type SpreadsheetData,
  type SpreadsheetMeta,
  type SpreadsheetSettings,
  type SpreadsheetTable,
  type SpreadsheetUploadAnswer,
} from '@gramota/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@gramota/store';
import { metaGetArgs, takeEarlySheet } from './early-sheet';

/** spreadsheet-meta-get read: the meta, and the saved table (null when nothing is saved yet). */
export interface SheetLoad {
  meta: SpreadsheetMeta;
  table: SpreadsheetTable | null;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The separator text of spreadsheet-meta-get (meta, columns, data, settings). A table part that
 * is missing or malformed counts as "nothing saved": the screen lays out the default table.
 */
export function parseMetaGet(text: string): SheetLoad {
  const parts = splitSpreadsheetParts(text);
  if (!parts || !isRecord(parts[0]) || typeof parts[0].keys !== 'string')
    throw new Error('spreadsheet-meta-get: unreadable answer');
  const meta = parts[0] as unknown as SpreadsheetMeta;
  const [, columns, data, settings] = parts;
  const tableOk =
    meta.empty !== '1' &&
    Array.isArray(columns) &&
    columns.length > 0 &&
    columns.every((c) => isRecord(c) && typeof c.title === 'string') &&
    Array.isArray(data) &&
    data.every((row) => Array.isArray(row));
  if (!tableOk) return { meta, table: null };
  return {
    meta,
    table: {
      columns: (columns as SpreadsheetColumn[]).map((c) => ({
        title: String(c.title),
        type: c.type,
        width: Number(c.width) || 100,
        // The header the column came with (issue 29): shown beside its key, given back on 'none'.
        ...(typeof c.source === 'string' && c.source !== '' ? { source: c.source } : {}),
      })),
      data: (data as unknown[][]).map((row) =>
        row.map((cell) => String(cell ?? '')),
      ) as SpreadsheetData,
      settings: {
        ...defaultSpreadsheetSettings(),
        ...(isRecord(settings) ? (settings as Partial<SpreadsheetSettings>) : {}),
      },
    },
  };
}

const sheetBase = api.enhanceEndpoints({ addTagTypes: ['SpreadsheetClassLists'] });

/** The table screen's calls (seed 001 §7 Spreadsheet; contract packages/contracts spreadsheet.ts). */
export const spreadsheetApi = sheetBase.injectEndpoints({
  endpoints: (build) => ({
    spreadsheetMetaGet: build.query<SheetLoad, string>({
      // A table page's first load asked already, beside the area's code (early-sheet.ts): that
      // answer is taken once; otherwise the call goes out now.
      queryFn: async (docId, queryApi, _extraOptions, fetchWithBaseQuery) => {
        const early = await takeEarlySheet(docId);
        if (early) early.actions.forEach((action) => queryApi.dispatch(action as UnknownAction));
        const answer = early?.result ?? (await fetchWithBaseQuery(metaGetArgs(docId)));
        if (answer.error) return { error: answer.error, meta: answer.meta };
        return { data: parseMetaGet(answer.data as string), meta: answer.meta };
      },
      // The table changes here: an earlier visit's copy is never shown again.
      keepUnusedDataFor: 0,
    }),
    spreadsheetMetaSet: build.mutation<
      { result: string },
      { docId: string; table: SpreadsheetTable | null }
    >({
      query: ({ docId, table }) => ({
        url: spreadsheetPaths.metaSet(docId),
        method: 'POST',
        body: form({ meta: table ? joinSpreadsheetTable(table) : '' }),
      }),
    }),
    /**
     * A .csv or .xlsx file, read by the server; get-csv then hands out the table. `lang`: the
     * teacher's interface language, the way the server writes an .xlsx's dates (12.03.2015).
     */
    spreadsheetUpload: build.mutation<
      SpreadsheetUploadAnswer,
      { docId: string; file: File; lang?: string }
    >({
      query: ({ docId, file, lang }) => {
        const body = new FormData();
        if (lang) body.append('lang', lang);
        body.append('file', file, file.name);
        return { url: spreadsheetPaths.upload(docId), method: 'POST', body };
      },
    }),
    /** Polled (a mutation: asked afresh every time) until status is ready. */
    spreadsheetGetCsv: build.mutation<SpreadsheetCsvAnswer, string>({
      query: (dataId) => spreadsheetPaths.getCsv(dataId),
    }),
    spreadsheetGoogleSet: build.mutation<SpreadsheetUploadAnswer, { docId: string; link: string }>({
      query: ({ docId, link }) => ({
        url: spreadsheetPaths.googleSet(),
        method: 'POST',
        body: form({ data: link, doc: docId }),
      }),
    }),
    spreadsheetClassLists: build.query<ClassListsAnswer, void>({
      query: () => spreadsheetPaths.classLists(),
      providesTags: ['SpreadsheetClassLists'],
    }),
    spreadsheetClassListSave: build.mutation<
      { result: string; id: string },
      { name: string; table: ImportedTable }
    >({
      query: ({ name, table }) => ({
        url: spreadsheetPaths.classListSave(),
        method: 'POST',
        body: form({ name, table: JSON.stringify(table) }),
      }),
      invalidatesTags: ['SpreadsheetClassLists'],
    }),
    spreadsheetClassListGet: build.mutation<ClassListAnswer, string>({
      query: (id) => spreadsheetPaths.classListGet(id),
    }),
    spreadsheetClassListRemove: build.mutation<{ result: string }, string>({
      query: (id) => ({ url: spreadsheetPaths.classListRemove(id), method: 'POST' }),
      invalidatesTags: ['SpreadsheetClassLists'],
    }),
  }),
});

export const {
  useSpreadsheetMetaGetQuery,
  useSpreadsheetMetaSetMutation,
  useSpreadsheetUploadMutation,
  useSpreadsheetGetCsvMutation,
  useSpreadsheetGoogleSetMutation,
  useSpreadsheetClassListsQuery,
  useSpreadsheetClassListSaveMutation,
  useSpreadsheetClassListGetMutation,
  useSpreadsheetClassListRemoveMutation,
} = spreadsheetApi;
