import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SESSION_CHANGED_HEADER,
  SESSION_CHANGED_MESSAGE,
  type LoginCheckAnswer,
  type ProfileAnswer,
  type PwaIntAnswer,
  type Settings,
} from '@gramota/contracts';
import { appModeActions } from './app-mode.slice';
import { addEmbedTokenHeader } from './embed-token';

// Absolute URLs (not '') so the same code runs where Request needs one (Node, tests).
const rawBaseQuery = fetchBaseQuery({
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  credentials: 'same-origin',
  // Looked up on each call, not at import, so the global fetch can differ (tests, old browsers).
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers) => {
    headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    addEmbedTokenHeader(headers);
    return headers;
  },
});

/**
 * The answer said the session is someone else now (login, logout, registration, an account
 * switch...): the service worker drops its cached answers, which were the account's before.
 */
function tellWorkerSessionChanged(): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  void workers
    .getRegistration()
    .then((registration) => registration?.active?.postMessage({ type: SESSION_CHANGED_MESSAGE }))
    .catch(() => undefined);
}

function isErrorAnswer(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { result?: unknown }).result === 'error'
  );
}

/**
 * Adds the anti-CSRF header to every call and keeps the online flag honest: a network failure marks
 * the app offline (seed 000 §8 "connection failure on any call"), any answer marks it online.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.meta?.response?.headers.get(SESSION_CHANGED_HEADER)) tellWorkerSessionChanged();
  const offline = result.error?.status === 'FETCH_ERROR';
  queryApi.dispatch(appModeActions.setOnline(!offline));
  // The seeds' form answers may say `result: 'error'` with HTTP 200; that is a failure all the same.
  if (!result.error && isErrorAnswer(result.data)) {
    return { error: { status: 200, data: result.data }, meta: result.meta };
  }
  return result;
};

/** Cache tags areas may use; extend the list here when a new kind of data is added. */
export const API_TAGS = [
  'Profile',
  'Docs',
  'Templates',
  'Ready',
  'Storage',
  'Workshop',
  'Pay',
  'LoginProviders',
  'Licences',
  'Stamps',
  'AccessGrants',
  'EmbedLinks',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: (build) => ({
    loginCheck: build.query<LoginCheckAnswer, void>({
      query: () => apiPaths.loginCheck(),
      providesTags: ['Profile'],
    }),
    profileGet: build.query<ProfileAnswer, string>({
      query: (userKey) => apiPaths.profileGet(userKey),
      providesTags: ['Profile'],
    }),
    pwaInt: build.query<PwaIntAnswer, void>({
      query: () => apiPaths.pwaInt(),
    }),
    setSettings: build.mutation<{ result: string }, Settings>({
      query: (settings) => ({
        url: apiPaths.profileSetSettings(),
        method: 'POST',
        body: { settings: JSON.stringify(settings) },
      }),
    }),
  }),
});
