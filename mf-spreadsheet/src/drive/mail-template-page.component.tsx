import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, DEFAULT_MAIL_TEMPLATE_ID } from '@gramota/contracts';
import { keepEmbed, useNotify, useRoute, useShellApi } from '@gramota/shell-api';
import {
  AreaPage,
  Button,
  dialogClasses,
  FormAlert,
  FormNotice,
  SelectField,
  TextAreaField,
  TextField,
  useApiForm,
} from '@gramota/ui';
import {
  useMailTemplateQuery,
  useMailTemplatesQuery,
  useRemoveMailTemplateMutation,
  useSaveMailTemplateMutation,
} from './drive.api';
import { driveFieldError } from './drive-errors';

const NEW = 'new';
const FIELDS = ['name', 'subject', 'body'] as const;

/**
 * The mail template editor (/app/mails/templates/{id}/?embed=true): the default one is shown
 * read-only with a button to make one's own; 'new' makes one. On the form engine: save and remove
 * share one sending state (a second click while either runs is ignored), a refusal goes under the
 * field it names in the area's words, any other above the form.
 */
export function MailTemplatePage({ id }: { id: string }) {
  const { t } = useTranslation('spreadsheet');
  const { navigate } = useShellApi();
  const { search } = useRoute();
  const notify = useNotify();
  const list = useMailTemplatesQuery();
  const loaded = useMailTemplateQuery(id === NEW ? DEFAULT_MAIL_TEMPLATE_ID : id);
  const [save, saving] = useSaveMailTemplateMutation();
  const [remove, removing] = useRemoveMailTemplateMutation();
  const [fields, setFields] = useState({ name: '', subject: '', body: '' });
  const form = useApiForm(
    FIELDS,
    {},
    { errorMessage: (error) => driveFieldError(t, error).message },
  );
  const readOnly = id === DEFAULT_MAIL_TEMPLATE_ID;
  const go = (to: string) => navigate(appPaths.mailTemplate(to) + keepEmbed(search));

  useEffect(() => {
    if (loaded.data)
      setFields({
        name: id === NEW ? '' : loaded.data.name,
        subject: loaded.data.subject,
        body: loaded.data.body,
      });
  }, [loaded.data, id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const answer = await save({ id, ...fields }).unwrap();
      notify.success(t('drive.templatePage.saved'));
      if (answer.id !== id) go(answer.id);
    }, event.currentTarget);
  };
  const removeOne = () =>
    void form.submit(async () => {
      await remove(id).unwrap();
      notify.success(t('drive.templatePage.removed'));
      go(DEFAULT_MAIL_TEMPLATE_ID);
    });
  const options = [
    ...(list.data ?? []).map((template) => ({ value: template.id, label: template.name })),
    { value: NEW, label: t('drive.templatePage.createOwn') },
  ];

  return (
    <AreaPage page="mails" title={t('drive.templatePage.title')}>
      <form className={dialogClasses.body} onSubmit={submit} noValidate>
        <SelectField
          label={t('drive.templatePage.list')}
          name="template"
          options={options}
          value={id}
          onChange={(event) => go(event.target.value)}
        />
        {readOnly ? <FormNotice message={t('drive.templatePage.readOnly')} /> : null}
        <FormAlert message={form.formError} />
        <TextField
          label={t('drive.templatePage.name')}
          name="name"
          value={fields.name}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
          error={form.fieldError('name')}
        />
        <TextField
          label={t('drive.templatePage.subject')}
          name="subject"
          value={fields.subject}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, subject: event.target.value })}
          error={form.fieldError('subject')}
        />
        <TextAreaField
          label={t('drive.templatePage.body')}
          name="body"
          rows={10}
          value={fields.body}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, body: event.target.value })}
          error={form.fieldError('body')}
          hint={t('drive.templatePage.hint')}
        />
        <div className={dialogClasses.actions}>
          {readOnly ? (
            <Button type="button" variant="primary" onClick={() => go(NEW)}>
              {t('drive.templatePage.createOwn')}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                variant="primary"
                busy={saving.isLoading}
                disabled={form.busy}
                data-testid="template-save"
              >
                {t('drive.templatePage.save')}
              </Button>
              {id !== NEW ? (
                <Button
                  type="button"
                  onClick={removeOne}
                  busy={removing.isLoading}
                  disabled={form.busy}
                >
                  {t('drive.templatePage.remove')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </form>
    </AreaPage>
  );
}
