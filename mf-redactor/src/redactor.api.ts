import {
  creatorPaths,
  docsPaths,
  parseGetDoc,
  redactorPaths,
  templatePaths,
  type CreatorAnswer,
  type CreatorDownloadStatus,
  type CreatorSetStatusAnswer,
  type CreatorStatusAnswer,
  type CreatorSuffix,
  type CreatorType,
  type DocClearAnswer,
  type DocSetAnswer,
  type DocSetFields,
  type GetDocParts,
  type RedactorTriggersAnswer,
  type SetTemplateAnswer,
  type TemplatesGetAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/** The catalogue cache key of templates-get (the server ignores its value; as the gallery sends). */
const CATALOGUE_VERSION = '1';

export type { CreatorType } from '@gramota/contracts';

export type SetTemplateResult = SetTemplateAnswer | { result: 'workshop-pay' };

const form = (fields: Record<string, string | undefined>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  return body;
};

// Tags of this area's own data: a document's editor data and its banners are refreshed after
// doc-clear and set-template without touching the document lists' 'Docs' tag.
const redactorBase = api.enhanceEndpoints({ addTagTypes: ['RedactorDoc', 'RedactorTriggers'] });

/** The editor's calls (seed 001 §7 Editor; contract packages/contracts redactor.ts, docs.ts). */
export const redactorApi = redactorBase.injectEndpoints({
  endpoints: (build) => ({
    getDoc: build.query<GetDocParts, string>({
      query: (docId) => ({ url: docsPaths.getDoc(docId), responseHandler: 'text' }),
      transformResponse: (text: string) => parseGetDoc(text),
      providesTags: (_answer, _error, docId) => [{ type: 'RedactorDoc', id: docId }],
      // The editor changes the document: a copy from an earlier visit is never shown again.
      keepUnusedDataFor: 0,
    }),
    redactorTriggers: build.query<RedactorTriggersAnswer, string>({
      query: (docId) => redactorPaths.triggersModal(docId),
      providesTags: (_answer, _error, docId) => [{ type: 'RedactorTriggers', id: docId }],
    }),
    docSet: build.mutation<DocSetAnswer, { docId: string; fields: DocSetFields }>({
      query: ({ docId, fields }) => ({
        url: redactorPaths.docSet(docId),
        method: 'POST',
        body: form({ ...fields }),
      }),
      // The lists show the new thumbnail and edit time; the open editor keeps its own state.
      invalidatesTags: ['Docs'],
    }),
    docClear: build.mutation<DocClearAnswer, string>({
      query: (docId) => redactorPaths.docClear(docId),
      invalidatesTags: (_answer, _error, docId) => ['Docs', { type: 'RedactorDoc', id: docId }],
    }),
    setTemplate: build.mutation<SetTemplateResult, { docId: string; templateId: string }>({
      // As seed 001 §7 writes the call: the template in the path.
      query: ({ docId, templateId }) => ({
        url: redactorPaths.setTemplateTo(docId, templateId),
        method: 'POST',
      }),
      invalidatesTags: (_answer, _error, { docId }) => [
        'Docs',
        { type: 'RedactorTriggers', id: docId },
      ],
    }),
    /** POST /api/creator/{docId}/{type}/[free|undonate/] with the editor's current content. */
    redactorCreator: build.mutation<
      CreatorAnswer,
      {
        docId: string;
        type: CreatorType;
        suffix?: CreatorSuffix;
        fields: Pick<DocSetFields, 'content' | 'font' | 'padding'>;
        /** How a print is laid out on paper (issue 36); absent: the document's own page. */
        layout?: Readonly<Record<string, string>>;
      }
    >({
      query: ({ docId, type, suffix, fields, layout }) => ({
        url: creatorPaths.creator(docId, type, suffix),
        method: 'POST',
        body: form({ ...fields, ...layout }),
      }),
      // Every creator call makes a ready file.
      invalidatesTags: ['Ready'],
    }),
    // The polling and delivery calls below are mutations: each is asked afresh, never served from
    // the cache, and most of them send something somewhere.
    creatorStatus: build.mutation<CreatorStatusAnswer, { docId: string; doc: string }>({
      query: ({ docId, doc }) => creatorPaths.status(docId, doc),
    }),
    creatorSetStatus: build.mutation<
      CreatorSetStatusAnswer,
      { docId: string; doc: string; status: CreatorDownloadStatus }
    >({
      query: ({ docId, doc, status }) => creatorPaths.setStatus(docId, doc, status),
    }),
    /** The templates the user holds a licence for (the `my` list), to warn before losing PRO. */
    templateLicences: build.query<TemplatesGetAnswer['my'], string>({
      query: (userKey) =>
        templatePaths.templatesGet('all', CATALOGUE_VERSION, userKey, { my: true }),
      transformResponse: (answer: TemplatesGetAnswer) => answer.my,
      providesTags: ['Templates'],
    }),
  }),
});

export const {
  useGetDocQuery,
  useRedactorTriggersQuery,
  useDocSetMutation,
  useDocClearMutation,
  useSetTemplateMutation,
  useRedactorCreatorMutation,
} = redactorApi;
