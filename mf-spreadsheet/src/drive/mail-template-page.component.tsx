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
} from '@gramota/ui';
import {
  useMailTemplateQuery,
  useMailTemplatesQuery,
  useRemoveMailTemplateMutation,
  useSaveMailTemplateMutation,
} from './drive.api';
import { driveFieldError, type DriveFieldError } from './drive-errors';

const NEW = 'new';

/**
 * The mail template editor (/app/mails/templates/{id}/?embed=true): the default one is shown
 * read-only with a button to make one's own; 'new' makes one. Errors go under their field.
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
  const [error, setError] = useState<DriveFieldError | null>(null);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await save({ id, ...fields }).unwrap();
      notify.success(t('drive.templatePage.saved'));
      if (answer.id !== id) go(answer.id);
    } catch (failure) {
      setError(driveFieldError(t, failure));
    }
  };
  const removeOne = async () => {
    try {
      await remove(id).unwrap();
      notify.success(t('drive.templatePage.removed'));
      go(DEFAULT_MAIL_TEMPLATE_ID);
    } catch (failure) {
      setError(driveFieldError(t, failure));
    }
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  const known = ['name', 'subject', 'body'];
  const options = [
    ...(list.data ?? []).map((template) => ({ value: template.id, label: template.name })),
    { value: NEW, label: t('drive.templatePage.createOwn') },
  ];

  return (
    <AreaPage page="mails" title={t('drive.templatePage.title')}>
      <form className={dialogClasses.body} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={t('drive.templatePage.list')}
          name="template"
          options={options}
          value={id}
          onChange={(event) => go(event.target.value)}
        />
        {readOnly ? <FormNotice message={t('drive.templatePage.readOnly')} /> : null}
        <FormAlert message={error && !known.includes(error.field ?? '') ? error.message : null} />
        <TextField
          label={t('drive.templatePage.name')}
          name="name"
          value={fields.name}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
          error={errorOf('name')}
        />
        <TextField
          label={t('drive.templatePage.subject')}
          name="subject"
          value={fields.subject}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, subject: event.target.value })}
          error={errorOf('subject')}
        />
        <TextAreaField
          label={t('drive.templatePage.body')}
          name="body"
          rows={10}
          value={fields.body}
          readOnly={readOnly}
          onChange={(event) => setFields({ ...fields, body: event.target.value })}
          error={errorOf('body')}
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
                disabled={saving.isLoading}
                data-testid="template-save"
              >
                {t('drive.templatePage.save')}
              </Button>
              {id !== NEW ? (
                <Button
                  type="button"
                  onClick={() => void removeOne()}
                  disabled={removing.isLoading}
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
