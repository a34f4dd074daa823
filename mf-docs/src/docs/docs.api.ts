import {
  docsPaths,
  type CreateDocAnswer,
  type CreateDocQuery,
  type CreaterCheckAnswer,
  type DocsContextType,
  type DocsCopyAnswer,
  type DocsFavoriteAnswer,
  type DocsFormAction,
  type DocsFormAnswer,
  type DocsGetAnswer,
  type DocsGetQuery,
  type DocsItemType,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface DocsListArgs {
  userKey: string;
  query: DocsGetQuery;
}

export interface DocsFormArgs {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}

/** What the creator calls answer while they work; the Generation issue fills in the details. */
export interface CreatorAnswer {
  result: string;
  doc?: string;
}
export interface CreaterStatusAnswer {
  result: string;
  status?: string;
}

/**
 * My documents' calls (seed 000 §7; contract: packages/contracts docs.ts). Every change
 * invalidates 'Docs', so each list on screen (folder, quick access, move dialog) refetches.
 */
export const docsApi = api.injectEndpoints({
  endpoints: (build) => ({
    docsGet: build.query<DocsGetAnswer, DocsListArgs>({
      query: ({ userKey, query }) => docsPaths.docsGet(userKey, query),
      providesTags: ['Docs'],
    }),
    createDoc: build.mutation<CreateDocAnswer, CreateDocQuery>({
      query: (query) => docsPaths.createDoc(query),
      invalidatesTags: ['Docs'],
    }),
    docsFavorite: build.mutation<
      DocsFavoriteAnswer,
      { id: string; type: DocsItemType; on: boolean }
    >({
      query: ({ id, type, on }) => docsPaths.docsFavorite(id, type, on),
      invalidatesTags: ['Docs'],
    }),
    docsCopy: build.mutation<DocsCopyAnswer, string>({
      query: (id) => docsPaths.docsCopy(id),
      invalidatesTags: ['Docs'],
    }),
    docsFormAction: build.mutation<DocsFormAnswer, DocsFormArgs>({
      query: ({ type, action, body }) => ({
        url: docsPaths.formAction(type, action),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Docs'],
    }),
    createrCheck: build.mutation<CreaterCheckAnswer, string>({
      query: (dataId) => ({
        url: docsPaths.createrCheck(),
        method: 'POST',
        body: { data_id: dataId },
      }),
    }),
    docsCreateFile: build.mutation<CreatorAnswer, string>({
      query: (docId) => docsPaths.creator(docId),
    }),
    createrGetStatus: build.mutation<CreaterStatusAnswer, readonly string[]>({
      query: (docIds) => docsPaths.createrGetStatus(docIds),
    }),
  }),
});

export const {
  useDocsGetQuery,
  useCreateDocMutation,
  useDocsFavoriteMutation,
  useDocsCopyMutation,
  useDocsFormActionMutation,
  useCreaterCheckMutation,
  useDocsCreateFileMutation,
  useCreaterGetStatusMutation,
} = docsApi;
