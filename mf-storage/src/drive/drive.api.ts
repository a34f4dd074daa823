import {
  driveListPaths,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
  type DriveGetAnswer,
  type DriveGetQuery,
} from '@gramota/contracts';
import { api } from '@gramota/store';

export interface DriveListArgs {
  userKey: string;
  query: DriveGetQuery;
}

/** One group alone is a 'doc' (data_id '12'); 'group:12' inside 'mix' and 'trash' references. */
export interface DriveFormArgs {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}

/**
 * The Drive screen's calls (seed 000 §7; contract: packages/contracts drive.ts). Every change
 * invalidates 'Drive', so the lists on screen (and the move dialog) are read again.
 */
export const driveListApi = api.enhanceEndpoints({ addTagTypes: ['Drive'] }).injectEndpoints({
  endpoints: (build) => ({
    driveGet: build.query<DriveGetAnswer, DriveListArgs>({
      query: ({ userKey, query }) => driveListPaths.driveGet(userKey, query),
      providesTags: ['Drive'],
    }),
    driveFormAction: build.mutation<DocsFormAnswer, DriveFormArgs>({
      query: ({ type, action, body }) => ({
        url: driveListPaths.formAction(type, action),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Drive'],
    }),
  }),
});

export const { useDriveGetQuery, useDriveFormActionMutation } = driveListApi;
