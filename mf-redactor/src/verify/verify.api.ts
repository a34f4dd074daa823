import { verifyApiPaths, type VerifyChoice, type VerifyChoiceAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';

const verifyBase = api.enhanceEndpoints({ addTagTypes: ['VerifyChoice'] });

/** A document's verification choice (issue 35; contracts verifyApiPaths). */
export const verifyApi = verifyBase.injectEndpoints({
  endpoints: (build) => ({
    verifyChoice: build.query<VerifyChoiceAnswer, string>({
      query: (docId) => verifyApiPaths.choice(docId),
      providesTags: (_answer, _error, docId) => [{ type: 'VerifyChoice', id: docId }],
    }),
    setVerifyChoice: build.mutation<VerifyChoiceAnswer, { docId: string; choice: VerifyChoice }>({
      query: ({ docId, choice }) => ({
        url: verifyApiPaths.choice(docId),
        method: 'POST',
        body: choice,
      }),
      invalidatesTags: (_answer, _error, { docId }) => [{ type: 'VerifyChoice', id: docId }],
    }),
  }),
});

export const { useVerifyChoiceQuery, useSetVerifyChoiceMutation } = verifyApi;
