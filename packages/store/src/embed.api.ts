import {
  docsPaths,
  embedPaths,
  type DocsGetAnswer,
  type EmbedCreateAnswer,
  type EmbedListAnswer,
  type EmbedScope,
  type SuccessAnswer,
} from '@gramota/contracts';
import { api } from './api';

export interface EmbedLinkRequest {
  scope: EmbedScope;
  /** A document id (spreadsheet), made-file ids as `1,2,3` (ready-run), '' (docs-picker). */
  target: string;
  /** Sites one per line, or separated by spaces or commas. */
  origins: string;
  days: number;
}

/** A document the owner may embed as a spreadsheet. */
export interface EmbedDocChoice {
  id: string;
  name: string;
}

/**
 * The owner's embed links (security review, finding 9; contract: packages/contracts embed.ts).
 * The server answers only the signed-in owner, never a granted-access colleague or a framed page.
 */
export const embedApi = api.injectEndpoints({
  endpoints: (build) => ({
    embedLinks: build.query<EmbedListAnswer, void>({
      query: () => embedPaths.list,
      providesTags: ['EmbedLinks'],
    }),
    embedLinkCreate: build.mutation<EmbedCreateAnswer, EmbedLinkRequest>({
      query: (body) => ({ url: embedPaths.create, method: 'POST', body }),
      invalidatesTags: ['EmbedLinks'],
    }),
    embedLinkRevoke: build.mutation<SuccessAnswer, { id: string }>({
      query: (body) => ({ url: embedPaths.revoke, method: 'POST', body }),
      invalidatesTags: ['EmbedLinks'],
    }),
    /**
     * The documents to choose a spreadsheet from: docs-get's 'recent' list (the 50 newest, across
     * folders) is one cheap call, where walking every folder would be many.
     */
    embedDocChoices: build.query<EmbedDocChoice[], string>({
      query: (userKey) => docsPaths.docsGet(userKey, { view: 'recent' }),
      transformResponse: (answer: DocsGetAnswer) =>
        Object.values(answer.docs)
          .sort((a, b) => b.time - a.time)
          .map(({ id, name }) => ({ id, name })),
      providesTags: ['Docs'],
    }),
  }),
});

export const {
  useEmbedLinksQuery,
  useEmbedLinkCreateMutation,
  useEmbedLinkRevokeMutation,
  useEmbedDocChoicesQuery,
} = embedApi;
