/**
 * A cold visit of a table page asks for the table the moment the area's entry runs (issue 34).
 * Without it, spreadsheet-meta-get started only when the screen first rendered: after the shell's
 * session, its strings, the area's root component and its language file, one after another. Now
 * the answer is on its way while all of those load, and the screen's query takes it instead of
 * asking again.
 *
 * The call goes through the store's own baseQuery (the anti-CSRF header, an embed link's token),
 * with a stand-in for the store that is not handed to the area yet: what it dispatches (the online
 * flag) is replayed into the real store when the screen takes the answer. Only a successful answer
 * is taken; anything else, an answer for another table, one older than EARLY_SHEET_MAX_AGE_MS or
 * one the teacher navigated away from, is dropped and the screen asks the usual way.
 */
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { spreadsheetPaths } from '@gramota/contracts';
import { baseQuery } from '@gramota/store';

/** An early answer older than this is not taken (the table may have changed since). */
export const EARLY_SHEET_MAX_AGE_MS = 20_000;

/** What the store's baseQuery answered, and what it dispatched meanwhile. */
export interface EarlySheetAnswer {
  result: Awaited<ReturnType<typeof baseQuery>>;
  actions: unknown[];
}

interface EarlySheet {
  docId: string;
  /** The page it was asked for: navigating elsewhere drops it. */
  pathname: string;
  startedAt: number;
  answer: Promise<EarlySheetAnswer>;
}

let early: EarlySheet | null = null;

/** The meta-get call as the screen's query makes it (spreadsheet.api.ts uses the same one). */
export const metaGetArgs = (docId: string) => ({
  url: spreadsheetPaths.metaGet(docId),
  responseHandler: 'text' as const,
});

function dropOnNavigation() {
  if (early && window.location.pathname !== early.pathname) early = null;
}

/** Starts meta-get for `docId` now (the table page's first load). */
export function fetchSheetEarly(docId: string, now = Date.now()): void {
  const actions: unknown[] = [];
  const controller = new AbortController();
  const standIn = {
    signal: controller.signal,
    abort: (reason?: string) => controller.abort(reason),
    dispatch: (action: unknown) => {
      actions.push(action);
      return action;
    },
    getState: () => ({}),
    extra: undefined,
    endpoint: 'spreadsheetMetaGet',
    type: 'query',
  } as unknown as BaseQueryApi;
  const answer = (async (): Promise<EarlySheetAnswer> => {
    try {
      return { result: await baseQuery(metaGetArgs(docId), standIn, {}), actions };
    } catch (error) {
      const failed: FetchBaseQueryError = { status: 'FETCH_ERROR', error: String(error) };
      return { result: { error: failed }, actions };
    }
  })();
  early = { docId, pathname: window.location.pathname, startedAt: now, answer };
  window.removeEventListener('single-spa:routing-event', dropOnNavigation);
  window.addEventListener('single-spa:routing-event', dropOnNavigation);
}

/**
 * The early answer for `docId`, once: null when there is none to take (then the caller asks the
 * server itself). A failed early call also answers null, so the screen's own call reports it.
 */
export async function takeEarlySheet(
  docId: string,
  now = Date.now(),
): Promise<EarlySheetAnswer | null> {
  const found = early;
  early = null;
  window.removeEventListener('single-spa:routing-event', dropOnNavigation);
  if (!found || found.docId !== docId || now - found.startedAt > EARLY_SHEET_MAX_AGE_MS)
    return null;
  const answer = await found.answer;
  return answer.result.error ? null : answer;
}
