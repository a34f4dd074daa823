import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KINDS, type StampKind } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useProfileStampUploadMutation } from '@gramota/store';
import { Button, FormAlert, SelectField, TextField, useApiForm } from '@gramota/ui';
import { nameProblem } from '../../session/account-rules';
import styles from '../profile-page.module.css';

const FIELDS = ['file', 'kind', 'name'] as const;

/** Upload of a stamp or a signature picture (profile-stamp-upload). */
export function StampUploadForm() {
  const { t } = useTranslation(['profile', 'common']);
  const notify = useNotify();
  const [kind, setKind] = useState<StampKind>('stamp');
  const [name, setName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useApiForm(FIELDS);
  const [upload] = useProfileStampUploadMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      const file = fileInput.current?.files?.[0];
      if (!file) return form.fail('file', t('common:form.required'));
      const problem = nameProblem(name);
      if (problem) return form.fail('name', t(`common:errors.${problem}`));
      await upload({ file, kind, name: name.trim() || undefined }).unwrap();
      setName('');
      if (fileInput.current) fileInput.current.value = '';
      notify.success(t('profile:stamps.uploaded'));
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.card} data-form="stamp-upload">
      <h2 className={styles.cardTitle}>{t('profile:stamps.uploadTitle')}</h2>
      <FormAlert message={form.formError} />
      <SelectField
        label={t('profile:stamps.kind')}
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as StampKind)}
        options={STAMP_KINDS.map((value) => ({
          value,
          label: t(`profile:stamps.kinds.${value}`),
        }))}
        error={form.fieldError('kind')}
      />
      <TextField
        label={t('profile:stamps.name')}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.fieldError('name')}
      />
      <TextField
        ref={fileInput}
        label={t('profile:stamps.file')}
        name="file"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        error={form.fieldError('file')}
        hint={t('profile:stamps.fileHint')}
      />
      <Button type="submit" variant="primary" busy={form.busy}>
        {t('profile:stamps.upload')}
      </Button>
    </form>
  );
}
