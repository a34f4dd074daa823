import {
  drivePaths,
  spreadsheetPaths,
  type DriveCreateAnswer,
  type DriveCreateFields,
  type MailSettings,
  type MailSettingsAnswer,
  type MailTemplate,
  type MailTemplateAnswer,
  type MailTemplateSaveAnswer,
  type MailTemplatesAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** drive-create, mail templates and mail settings (contract: packages/contracts drive.ts). */
export const driveApi = api
  .enhanceEndpoints({ addTagTypes: ['MailTemplates', 'MailSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      driveCreate: build.mutation<DriveCreateAnswer, { docId: string; fields: DriveCreateFields }>({
        query: ({ docId, fields }) => ({
          url: spreadsheetPaths.driveCreate(docId),
          method: 'POST',
          body: form({ ...fields }),
        }),
      }),
      mailTemplates: build.query<MailTemplate[], void>({
        query: () => drivePaths.mailTemplates(),
        transformResponse: (answer: MailTemplatesAnswer) => answer.templates,
        providesTags: ['MailTemplates'],
      }),
      mailTemplate: build.query<MailTemplate, string>({
        query: (id) => drivePaths.mailTemplate(id),
        transformResponse: (answer: MailTemplateAnswer) => answer.template,
        providesTags: ['MailTemplates'],
      }),
      saveMailTemplate: build.mutation<
        MailTemplateSaveAnswer,
        Omit<MailTemplate, 'id'> & { id: string }
      >({
        query: (template) => ({
          url: drivePaths.mailTemplateSave(),
          method: 'POST',
          body: form({ ...template }),
        }),
        invalidatesTags: ['MailTemplates'],
      }),
      removeMailTemplate: build.mutation<{ result: string }, string>({
        query: (id) => ({ url: drivePaths.mailTemplateRemove(id), method: 'POST' }),
        invalidatesTags: ['MailTemplates'],
      }),
      mailSettings: build.query<MailSettings, void>({
        query: () => drivePaths.mailSettings(),
        transformResponse: ({ sender_name, reply_to }: MailSettingsAnswer) => ({
          sender_name,
          reply_to,
        }),
        providesTags: ['MailSettings'],
      }),
      setMailSettings: build.mutation<{ result: string }, MailSettings>({
        query: (settings) => ({
          url: drivePaths.mailSettingsSet(),
          method: 'POST',
          body: form({ ...settings }),
        }),
        invalidatesTags: ['MailSettings'],
      }),
    }),
  });

export const {
  useDriveCreateMutation,
  useMailTemplatesQuery,
  useMailTemplateQuery,
  useSaveMailTemplateMutation,
  useRemoveMailTemplateMutation,
  useMailSettingsQuery,
  useSetMailSettingsMutation,
} = driveApi;
