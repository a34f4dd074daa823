import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@gramota/shell-api';
import { useProfileUserpicMutation } from '@gramota/store';
import { TextField, useApiForm } from '@gramota/ui';
import styles from '../profile-page.module.css';

const FIELDS = ['file'] as const;

/** The userpic and its upload (profile-userpic); the server crops it square. */
export function UserpicForm({ userpic, name }: { userpic: string; name: string }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const form = useApiForm(FIELDS);
  const [uploadUserpic] = useProfileUserpicMutation();
  const shown = uploaded ?? userpic;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    void form.submit(async () => {
      try {
        const answer = await uploadUserpic(file).unwrap();
        setUploaded(answer.userpic);
        notify.success(t('account.userpicSaved'));
      } finally {
        input.value = ''; // the same file may be chosen again after an error
      }
    });
  };

  return (
    <div className={styles.userpic} data-form="userpic">
      {shown ? (
        <img
          className={styles.avatar}
          src={shown}
          alt={t('account.userpic')}
          data-testid="userpic"
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true" data-testid="userpic-placeholder">
          {(name || '?').slice(0, 1).toUpperCase()}
        </span>
      )}
      <TextField
        label={t('account.userpicUpload')}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={form.busy}
        onChange={onChange}
        error={form.fieldError('file') ?? form.formError}
        hint={t('account.userpicHint')}
      />
    </div>
  );
}
