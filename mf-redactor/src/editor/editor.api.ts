import {
  redactorPaths,
  type ImageUploadAnswer,
  type MyFontsAnswer,
  type StampModalAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/** The editor core's calls (seed 001 §7 Editor; contract: packages/contracts redactor.ts). */
export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Adds a font to the user's list (once: the server keeps it unique) and answers the list. */
    addMyFont: build.mutation<MyFontsAnswer, string>({
      query: (family) => redactorPaths.myFonts({ add: family }),
    }),
    /** The stamps as they may be placed on this document (issue 37: some greyed, to ask for). */
    stampModal: build.query<StampModalAnswer, { templateData: string; docId: string }>({
      query: ({ templateData, docId }) => redactorPaths.stampModal(templateData, docId),
      providesTags: ['Stamps'],
    }),
    imageUpload: build.mutation<ImageUploadAnswer, { docId: string; file: File }>({
      query: ({ docId, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: redactorPaths.imageUpload(docId), method: 'POST', body };
      },
    }),
  }),
});

export const { useAddMyFontMutation, useStampModalQuery, useImageUploadMutation } = editorApi;
