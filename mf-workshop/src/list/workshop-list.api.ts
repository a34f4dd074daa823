import {
  docsPaths,
  workshopPaths,
  type CreateDocAnswer,
  type CreateDocQuery,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
  type WorkshopCopyAnswer,
  type WorkshopCreateAnswer,
  type WorkshopCreateStatusAnswer,
  type WorkshopGetAnswer,
  type WorkshopGetQuery,
  type WorkshopNewAnswer,
  type WorkshopSharedLinkAnswer,
  type WorkshopUploadAnswer,
} from '@gramota/contracts';
import type { ShareCalls } from '@gramota/ui';
import { api, shareEndpoints, shareHooks } from '@gramota/store';

export interface WorkshopListArgs {
  userKey: string;
  query: WorkshopGetQuery;
}

export interface WorkshopFormArgs {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}

export interface WorkshopNewArgs {
  format: string;
  name?: string;
  folder_id?: string;
}

export interface WorkshopUploadArgs {
  file: File;
  format: string;
  folder_id: string;
}

/**
 * My templates' calls (seed 001 §7; contract: packages/contracts workshop.ts). Every change
 * invalidates 'Workshop', so the lists on screen (and the move dialog) are read again. The names
 * carry 'List' where the canvas editor calls the same path (create, its status) so the two areas'
 * endpoints never share a name in the one api.
 */
export const workshopListApi = api.injectEndpoints({
  endpoints: (build) => ({
    workshopGet: build.query<WorkshopGetAnswer, WorkshopListArgs>({
      query: ({ userKey, query }) => workshopPaths.workshopGet(userKey, query),
      providesTags: ['Workshop'],
    }),
    workshopFormAction: build.mutation<DocsFormAnswer, WorkshopFormArgs>({
      query: ({ type, action, body }) => ({
        url: workshopPaths.formAction(type, action),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Workshop'],
    }),
    workshopCopy: build.mutation<WorkshopCopyAnswer, string>({
      query: (dataId) => workshopPaths.copy(dataId),
      invalidatesTags: ['Workshop'],
    }),
    workshopTemplateNew: build.mutation<WorkshopNewAnswer, WorkshopNewArgs>({
      query: (body) => ({ url: workshopPaths.templateNew(), method: 'POST', body }),
      invalidatesTags: ['Workshop'],
    }),
    workshopListCreate: build.mutation<WorkshopCreateAnswer, string>({
      query: (id) => workshopPaths.templateCreate(id),
    }),
    /** A poll: never cached, each call asks again. */
    workshopListCreateStatus: build.mutation<WorkshopCreateStatusAnswer, string>({
      query: (id) => workshopPaths.templateCreateStatus(id),
    }),
    workshopUploadTemplate: build.mutation<WorkshopUploadAnswer, WorkshopUploadArgs>({
      query: ({ file, format, folder_id }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('format', format);
        body.append('folder_id', folder_id);
        return { url: workshopPaths.upload('template'), method: 'POST', body };
      },
      invalidatesTags: ['Workshop'],
    }),
    /**
     * The "set userpic" form: the profile's own userpic, so 'Profile' is read again and every
     * place showing it (the top bar, this list's header) shows the new one.
     */
    workshopUploadUserpic: build.mutation<WorkshopUploadAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: workshopPaths.upload('userpic'), method: 'POST', body };
      },
      invalidatesTags: (answer) => (answer?.status === 'ok' ? ['Profile'] : []),
    }),
    /** create-doc with a workshop template ('ws:{id}:0'); the documents' lists change. */
    workshopCreateDoc: build.mutation<CreateDocAnswer, CreateDocQuery>({
      query: (query) => docsPaths.createDoc(query),
      invalidatesTags: ['Docs', 'Workshop'],
    }),
    // The generic share calls (workshopShareGetUsers...); the kit's ShareModal uses them.
    ...shareEndpoints(build, 'workshop', 'Workshop'),
    /** What a share link opens (opening it remembers the link for this account). */
    workshopSharedLink: build.query<WorkshopSharedLinkAnswer, string>({
      query: (code) => workshopPaths.sharedLink(code),
      providesTags: ['Workshop'],
    }),
  }),
});

export const {
  useWorkshopGetQuery,
  useWorkshopFormActionMutation,
  useWorkshopCopyMutation,
  useWorkshopTemplateNewMutation,
  useWorkshopListCreateMutation,
  useWorkshopListCreateStatusMutation,
  useWorkshopUploadTemplateMutation,
  useWorkshopUploadUserpicMutation,
  useWorkshopCreateDocMutation,
  useWorkshopSharedLinkQuery,
} = workshopListApi;

/** My templates' share hooks, as the kit's ShareModal takes them. */
export const workshopShareCalls: ShareCalls = shareHooks(workshopListApi, 'workshop');
