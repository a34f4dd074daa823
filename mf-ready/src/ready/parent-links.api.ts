import { parentLinkPaths, type ParentLinkSetAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';

/** Only this dialog reads a run's links: its own tag, so making or revoking reads them again. */
const parentLinksBase = api.enhanceEndpoints({ addTagTypes: ['ParentLinks'] });

export interface MakeParentLinksArgs {
  /** The run's made files, in table order. */
  ids: readonly string[];
  days: number;
}

/** Links for parents (issue 37; contracts parentLinkPaths): a run's newest set, a new one, revoke. */
export const parentLinksApi = parentLinksBase.injectEndpoints({
  endpoints: (build) => ({
    parentLinkSet: build.query<ParentLinkSetAnswer, readonly string[]>({
      query: (ids) => parentLinkPaths.ofFiles(ids),
      providesTags: ['ParentLinks'],
    }),
    makeParentLinks: build.mutation<ParentLinkSetAnswer, MakeParentLinksArgs>({
      query: ({ ids, days }) => ({
        url: parentLinkPaths.sets,
        method: 'POST',
        body: { files: ids.join(','), days: String(days) },
      }),
      invalidatesTags: ['ParentLinks'],
    }),
    revokeParentLinks: build.mutation<ParentLinkSetAnswer, string>({
      query: (setId) => ({ url: parentLinkPaths.revoke(setId), method: 'POST' }),
      invalidatesTags: ['ParentLinks'],
    }),
  }),
});

export const { useParentLinkSetQuery, useMakeParentLinksMutation, useRevokeParentLinksMutation } =
  parentLinksApi;
