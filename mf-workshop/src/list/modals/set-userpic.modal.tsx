import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSHOP_LIMITS } from '@gramota/contracts';
import { selectProfile, useAppSelector } from '@gramota/store';
import {
  areaErrorMessage,
  Button,
  FormAlert,
  FormNotice,
  dialogClasses,
  useApiForm,
} from '@gramota/ui';
import { UserpicAvatar } from '../userpic-avatar.component';
import { useWorkshopUploadUserpicMutation } from '../workshop-list.api';
import styles from './modals.module.css';
import { useClearAfter } from './use-clear-after';

const NO_FIELDS = [] as const;

/**
 * Set userpic (seed 001 §4 modals, §7 form uploads, §8): the current picture, a file form, and the
 * upload's status: ok shows the new picture at once (and the profile is read again, so the top
 * bar and the list's header follow); err shows its message on the form for 6 s. The server makes
 * the picture a 256 px square; the profile page sets the same one. On the form engine: a second
 * submit while uploading is ignored, a refused call is said in the workshop's words.
 */
export function SetUserpicModal({ close }: { close: () => void }) {
  const { t } = useTranslation('workshop');
  const profile = useAppSelector(selectProfile);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [upload, { isLoading }] = useWorkshopUploadUserpicMutation();
  const form = useApiForm(
    NO_FIELDS,
    {},
    { errorMessage: (caught) => areaErrorMessage(t, 'workshop', caught) },
  );
  useClearAfter(form.formError, form.clear, WORKSHOP_LIMITS.uploadErrorMilliseconds);

  /** Any fault: the message above the form, and no 'updated' for an earlier picture. */
  const fail = (message: string) => {
    setUploaded(null);
    form.fail(null, message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return fail(t('errors.file_missing'));
    if (file.size > WORKSHOP_LIMITS.uploadMaxBytes) return fail(t('errors.file_too_large'));
    void form.submit(async () => {
      let answer;
      try {
        answer = await upload(file).unwrap();
      } catch (caught) {
        setUploaded(null);
        throw caught;
      }
      if (answer.status === 'ok') {
        setUploaded(answer.img);
        setFile(null);
        // The same file may be chosen again later.
        if (input.current) input.current.value = '';
      } else if (answer.status === 'err')
        fail(t(`errors.${answer.error_code}`, { defaultValue: answer.error_text }));
      // A userpic has no plan rule; any other status is a fault to report, not a pay modal.
      else fail(t('errors.upload_failed'));
    });
  };

  const name = profile?.name ?? '';
  const email = profile?.email ?? '';
  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="set-userpic">
      <UserpicAvatar
        userpic={uploaded ?? profile?.userpic ?? ''}
        name={name}
        email={email}
        alt={t('list.userpic.current')}
        size="large"
      />
      <label className={dialogClasses.body}>
        {t('list.userpic.file')}
        <input
          ref={input}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <p className={styles.note}>{t('list.userpic.hint')}</p>
      <FormAlert message={form.formError} />
      {uploaded ? <FormNotice message={t('list.userpic.saved')} testId="userpic-saved" /> : null}
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('list.userpic.close')}</Button>
        <Button variant="primary" type="submit" disabled={form.busy}>
          {t(form.busy || isLoading ? 'list.userpic.busy' : 'list.userpic.submit')}
        </Button>
      </div>
    </form>
  );
}
