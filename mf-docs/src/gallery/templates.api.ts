import {
  payPaths,
  templatePaths,
  type TemplateActivatePayAnswer,
  type TemplateGetAnswer,
  type TemplatesGetAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/** The client's catalogue cache key for templates-get (the server ignores its value). */
const CATALOGUE_VERSION = '1';

export interface TemplatesGetArgs {
  lng: string;
  userKey: string;
  /** The template_regions setting (comma list) or ''. */
  region: string;
}

/** The gallery list and one template's set (seed 001 §7 Templates). */
export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    templatesGet: build.query<TemplatesGetAnswer, TemplatesGetArgs>({
      query: ({ lng, userKey, region }) =>
        templatePaths.templatesGet(lng, CATALOGUE_VERSION, userKey, { region, my: true }),
      providesTags: ['Templates'],
    }),
    templateGet: build.query<TemplateGetAnswer, string>({
      query: (templateId) => templatePaths.templateGet(templateId),
      providesTags: ['Templates'],
    }),
    /** The gallery's do=activate-pay (seed 001 §7 Templates): where to pay for a template. */
    templateActivatePay: build.mutation<TemplateActivatePayAnswer, string>({
      query: (templateId) => ({ url: payPaths.templateActivatePay(templateId), method: 'POST' }),
    }),
  }),
});

export const { useTemplatesGetQuery, useTemplateGetQuery, useTemplateActivatePayMutation } =
  templatesApi;
