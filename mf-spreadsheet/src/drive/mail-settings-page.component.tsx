import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { AreaPage, Button, dialogClasses, FormAlert, TextField, useApiForm } from '@gramota/ui';
import { useMailSettingsQuery, useSetMailSettingsMutation } from './drive.api';
import { driveFieldError } from './drive-errors';

const FIELDS = ['sender_name'] as const;

/**
 * Mail settings (/app/settings/mail/?embed=true): how a drive run's messages are signed. On the
 * form engine: a second save while one is sent is ignored; a refusal goes under the field it names
 * in the area's words, any other above the form.
 */
export function MailSettingsPage() {
  const { t } = useTranslation('spreadsheet');
  const notify = useNotify();
  const loaded = useMailSettingsQuery();
  const [save, saving] = useSetMailSettingsMutation();
  const [fields, setFields] = useState({ sender_name: '', reply_to: '' });
  const form = useApiForm(
    FIELDS,
    {},
    { errorMessage: (error) => driveFieldError(t, error).message },
  );
  useEffect(() => {
    if (loaded.data) setFields(loaded.data);
  }, [loaded.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      await save({ sender_name: fields.sender_name, reply_to: fields.reply_to }).unwrap();
      notify.success(t('drive.settingsPage.saved'));
    }, event.currentTarget);
  };

  return (
    <AreaPage page="settings-mail" title={t('drive.settingsPage.title')}>
      <form className={dialogClasses.body} onSubmit={submit} noValidate>
        <FormAlert message={form.formError} />
        <TextField
          label={t('drive.settingsPage.senderName')}
          name="sender_name"
          value={fields.sender_name}
          onChange={(event) => setFields({ ...fields, sender_name: event.target.value })}
          error={form.fieldError('sender_name')}
          hint={t('drive.settingsPage.senderHint')}
        />
        {/* Replies go to the account's confirmed e-mail (issue 28): shown, not a setting. */}
        <TextField
          label={t('drive.settingsPage.replyTo')}
          name="reply_to"
          type="email"
          value={fields.reply_to}
          readOnly
          hint={t('drive.settingsPage.replyToHint')}
        />
        <div className={dialogClasses.actions}>
          <Button type="submit" variant="primary" busy={form.busy || saving.isLoading}>
            {t('drive.settingsPage.save')}
          </Button>
        </div>
      </form>
    </AreaPage>
  );
}
