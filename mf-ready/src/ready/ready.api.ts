import {
  docsPaths,
  readyPaths,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
  type DocsGetAnswer,
  type DocType,
  type ReadyGetAnswer,
  type ReadyGetDocsAnswer,
  type ReadyGetQuery,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface ReadyListArgs {
  userKey: string;
  query: ReadyGetQuery;
}

export interface ReadyFormArgs {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}

/**
 * Ready files' calls (seed 000 §7; contract: packages/contracts ready.ts). Every form action
 * (rename, move, trash...) invalidates 'Ready', so each list on screen (and the move dialog)
 * is read again.
 */
export const readyApi = api.injectEndpoints({
  endpoints: (build) => ({
    readyGet: build.query<ReadyGetAnswer, ReadyListArgs>({
      query: ({ userKey, query }) => readyPaths.readyGet(userKey, query),
      providesTags: ['Ready'],
    }),
    readyFormAction: build.mutation<DocsFormAnswer, ReadyFormArgs>({
      query: ({ type, action, body }) => ({
        url: readyPaths.formAction(type, action),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Ready'],
    }),
    /** The files of one create-files job (mass/{ids}); a read, though it is a POST. */
    readyGetDocs: build.query<ReadyGetDocsAnswer, readonly string[]>({
      query: (ids) => ({
        url: readyPaths.readyGetDocs(),
        method: 'POST',
        body: { docs: ids.join(',') },
      }),
      providesTags: ['Ready'],
    }),
    /**
     * A ready file does not carry its document's type; the by-type tabs ask My documents which
     * documents have the type and show the files made from them.
     */
    readySourceDocsOfType: build.query<DocsGetAnswer, { userKey: string; type: DocType }>({
      query: ({ userKey, type }) => docsPaths.docsGet(userKey, { view: 'types', type }),
      providesTags: ['Docs'],
    }),
  }),
});

export const {
  useReadyGetQuery,
  useReadyGetDocsQuery,
  useReadySourceDocsOfTypeQuery,
  useReadyFormActionMutation,
} = readyApi;
