import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { AreaPage, Button, dialogClasses, FormAlert, TextField } from '@gramota/ui';
import { useMailSettingsQuery, useSetMailSettingsMutation } from './drive.api';
import { driveFieldError, type DriveFieldError } from './drive-errors';

/** Mail settings (/app/settings/mail/?embed=true): how a drive run's messages are signed. */
export function MailSettingsPage() {
  const { t } = useTranslation('spreadsheet');
  const notify = useNotify();
  const loaded = useMailSettingsQuery();
  const [save, saving] = useSetMailSettingsMutation();
  const [fields, setFields] = useState({ sender_name: '', reply_to: '' });
  const [error, setError] = useState<DriveFieldError | null>(null);
  useEffect(() => {
    if (loaded.data) setFields(loaded.data);
  }, [loaded.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save(fields).unwrap();
      notify.success(t('drive.settingsPage.saved'));
    } catch (failure) {
      setError(driveFieldError(t, failure));
    }
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : null);

  return (
    <AreaPage page="settings-mail" title={t('drive.settingsPage.title')}>
      <form className={dialogClasses.body} onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={error && !error.field ? error.message : null} />
        <TextField
          label={t('drive.settingsPage.senderName')}
          name="sender_name"
          value={fields.sender_name}
          onChange={(event) => setFields({ ...fields, sender_name: event.target.value })}
          error={errorOf('sender_name')}
          hint={t('drive.settingsPage.senderHint')}
        />
        <TextField
          label={t('drive.settingsPage.replyTo')}
          name="reply_to"
          type="email"
          value={fields.reply_to}
          onChange={(event) => setFields({ ...fields, reply_to: event.target.value })}
          error={errorOf('reply_to')}
        />
        <div className={dialogClasses.actions}>
          <Button type="submit" variant="primary" disabled={saving.isLoading}>
            {t('drive.settingsPage.save')}
          </Button>
        </div>
      </form>
    </AreaPage>
  );
}
