import {
  redactorPaths,
  workshopPaths,
  type StampModalAnswer,
  type WorkshopCreateAnswer,
  type WorkshopCreateStatusAnswer,
  type WorkshopMaketsAnswer,
  type WorkshopSetAnswer,
  type WorkshopUploadAnswer,
  type WorkshopUploadKind,
} from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import { api } from '@gramota/store';
import { marginsField, parseTemplateAnswer, type TemplateAnswer } from './template-answer';

/** The template editor's calls (seed 001 §7 workshop calls; contract packages/contracts workshop.ts). */
export const workshopRedactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    workshopTemplateGet: build.query<TemplateAnswer, string>({
      query: (id) => ({ url: workshopPaths.templateGet(id), responseHandler: 'text' }),
      transformResponse: (text: string) => parseTemplateAnswer(text),
      // The editor changes the template: a copy from an earlier visit is never shown again.
      keepUnusedDataFor: 0,
    }),
    workshopTemplateSet: build.mutation<WorkshopSetAnswer, { id: string; scene: WorkshopScene }>({
      query: ({ id, scene }) => ({
        url: workshopPaths.templateSet(id, scene.maket),
        method: 'POST',
        body: new URLSearchParams({ content: JSON.stringify(scene), margins: marginsField(scene) }),
      }),
      // My templates shows the new edit time and state; the open editor keeps its own scene.
      invalidatesTags: ['Workshop'],
    }),
    workshopMakets: build.query<WorkshopMaketsAnswer, string>({
      query: (format) => workshopPaths.makets(format),
    }),
    workshopUpload: build.mutation<WorkshopUploadAnswer, { kind: WorkshopUploadKind; file: File }>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: workshopPaths.upload(kind), method: 'POST', body };
      },
    }),
    // Polling and 'Ready' are mutations: each is asked afresh, never served from the cache.
    workshopTemplateCreate: build.mutation<WorkshopCreateAnswer, string>({
      query: (id) => workshopPaths.templateCreate(id),
      invalidatesTags: ['Workshop', 'Templates'],
    }),
    /** Leaving the editor: its page picture is made (seed 000 §2); the scene was flushed first. */
    workshopTemplateLeave: build.mutation<WorkshopCreateAnswer, string>({
      query: (id) => ({
        url: workshopPaths.templateLeave(id),
        method: 'POST',
        body: new URLSearchParams(),
      }),
      invalidatesTags: ['Workshop', 'Templates'],
    }),
    workshopTemplateCreateStatus: build.mutation<WorkshopCreateStatusAnswer, string>({
      query: (id) => workshopPaths.templateCreateStatus(id),
    }),
    /** The document editor's stamp dialog call (stamp-modal), asked with the workshop's data. */
    workshopStamps: build.query<StampModalAnswer, string>({
      query: (templateData) => redactorPaths.stampModal(templateData),
      providesTags: ['Stamps'],
    }),
  }),
});

export const {
  useWorkshopTemplateGetQuery,
  useWorkshopTemplateSetMutation,
  useWorkshopMaketsQuery,
  useWorkshopUploadMutation,
  useWorkshopTemplateCreateMutation,
  useWorkshopTemplateCreateStatusMutation,
  useWorkshopStampsQuery,
} = workshopRedactorApi;
