import { aiPaths, type AiClearAnswer, type AiModalAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';

// The conversation of one document; asking streams through askAi (ai-stream.ts), not RTK Query.
const aiBase = api.enhanceEndpoints({ addTagTypes: ['AiHistory'] });

export const aiApi = aiBase.injectEndpoints({
  endpoints: (build) => ({
    /** GET ai-support-modal: configured or not, and the history, oldest first. */
    aiModal: build.query<AiModalAnswer, string>({
      query: (docId) => aiPaths.modal(docId),
      providesTags: (_answer, _error, docId) => [{ type: 'AiHistory', id: docId }],
      // Asking changes the history on the server: a copy from an earlier opening is never shown.
      keepUnusedDataFor: 0,
    }),
    aiClear: build.mutation<AiClearAnswer, string>({
      query: (docId) => ({ url: aiPaths.clear(docId), method: 'POST' }),
    }),
  }),
});

export const { useAiModalQuery, useAiClearMutation } = aiApi;
