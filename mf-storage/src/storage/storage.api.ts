import {
  storagePaths,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
  type PromoSchoolAnswer,
  type StorageGetAnswer,
  type StorageGetQuery,
  type StorageLinkAnswer,
  type StorageUploadAnswer,
  type StorageViewAnswer,
} from '@gramota/contracts';
import type { ShareCalls } from '@gramota/ui';
import { api, shareEndpoints, shareHooks } from '@gramota/store';

export interface StorageListArgs {
  userKey: string;
  query: StorageGetQuery;
}

export interface StorageFormArgs {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}

export interface StorageUploadArgs {
  files: readonly File[];
  /** A folder id, or 'root'. */
  folder: string;
}

export interface StorageLinkArgs {
  code: string;
  /** A folder inside the linked folder; the linked item itself when absent. */
  aim?: string;
}

/**
 * The storage's calls (seed 001 §7; contract: packages/contracts storage.ts). Every change
 * invalidates 'Storage', so the lists on screen (and the move dialog) are read again; Ready files'
 * "To storage" (the store's storageAddFiles) invalidates it too.
 */
export const storageApi = api.injectEndpoints({
  endpoints: (build) => ({
    storageGet: build.query<StorageGetAnswer, StorageListArgs>({
      query: ({ userKey, query }) => storagePaths.storageGet(userKey, query),
      providesTags: ['Storage'],
    }),
    /** The address of one of the account's own files, asked for when it is opened. */
    storageView: build.query<StorageViewAnswer, string>({
      query: (id) => storagePaths.storageView(id),
      providesTags: ['Storage'],
    }),
    storageFormAction: build.mutation<DocsFormAnswer, StorageFormArgs>({
      query: ({ type, action, body }) => ({
        url: storagePaths.formAction(type, action),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Storage'],
    }),
    storageUpload: build.mutation<StorageUploadAnswer, StorageUploadArgs>({
      query: ({ files, folder }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file, file.name);
        body.append('folder', folder);
        return { url: storagePaths.upload(), method: 'POST', body };
      },
      invalidatesTags: ['Storage'],
    }),
    // The generic share calls (storageShareGetUsers...); the kit's ShareModal uses them.
    ...shareEndpoints(build, 'storage', 'Storage'),
    /** What a link opens, for anyone with it (read again on every visit: a link can be turned off). */
    storageOpenLink: build.query<StorageLinkAnswer, StorageLinkArgs>({
      query: ({ code, aim }) => storagePaths.storageOpenLink({ data_id: code, aim }),
      providesTags: ['Storage'],
    }),
    /** The school account offer, in the reader's language. */
    storagePromoSchool: build.query<PromoSchoolAnswer, void>({
      query: () => storagePaths.promoSchool(),
    }),
  }),
});

export const {
  useStorageGetQuery,
  useStorageViewQuery,
  useStorageFormActionMutation,
  useStorageUploadMutation,
  useStorageOpenLinkQuery,
  useStoragePromoSchoolQuery,
} = storageApi;

/** The storage's share hooks, as the kit's ShareModal takes them. */
export const storageShareCalls: ShareCalls = shareHooks(storageApi, 'storage');
