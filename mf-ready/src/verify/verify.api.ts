import {
  verifyApiPaths,
  type VerifyAction,
  type VerifyChangeAnswer,
  type VerifyFilesAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

const verifyBase = api.enhanceEndpoints({ addTagTypes: ['VerifyFiles'] });

/** Which files a change names: ready files by id, or a whole mass run. */
export type VerifyFilesOf = { readyIds: number[] } | { massId: string };

export interface VerifyChangeArgs {
  action: VerifyAction;
  of: VerifyFilesOf;
  reason?: string;
  /** ms; null clears the expiry. */
  expiresAt?: number | null;
}

/** Made files' verification (issue 35; contracts verifyApiPaths): statuses and changes. */
export const readyVerifyApi = verifyBase.injectEndpoints({
  endpoints: (build) => ({
    verifyFiles: build.query<VerifyFilesAnswer, VerifyFilesOf>({
      query: (of) => verifyApiPaths.files(of),
      providesTags: ['VerifyFiles'],
    }),
    verifyChange: build.mutation<VerifyChangeAnswer, VerifyChangeArgs>({
      query: ({ action, of, reason, expiresAt }) => ({
        url: verifyApiPaths.change(action),
        method: 'POST',
        body: {
          ...('readyIds' in of ? { ready_ids: of.readyIds } : { mass_id: of.massId }),
          ...(reason === undefined ? {} : { reason }),
          ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
        },
      }),
      invalidatesTags: ['VerifyFiles'],
    }),
  }),
});

export const { useVerifyFilesQuery, useVerifyChangeMutation } = readyVerifyApi;
