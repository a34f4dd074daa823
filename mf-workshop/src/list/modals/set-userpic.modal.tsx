import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSHOP_LIMITS } from '@gramota/contracts';
import { selectProfile, useAppSelector } from '@gramota/store';
import { areaErrorMessage, Button, FormAlert, FormNotice, dialogClasses } from '@gramota/ui';
import { UserpicAvatar } from '../userpic-avatar.component';
import { useWorkshopUploadUserpicMutation } from '../workshop-list.api';
import styles from './modals.module.css';

/**
 * Set userpic (seed 001 §4 modals, §7 form uploads, §8): the current picture, a file form, and the
 * upload's status: ok shows the new picture at once (and the profile is read again, so the top
 * bar and the list's header follow); err shows its message on the form for 6 s. The server makes
 * the picture a 256 px square; the profile page sets the same one.
 */
export function SetUserpicModal({ close }: { close: () => void }) {
  const { t } = useTranslation('workshop');
  const profile = useAppSelector(selectProfile);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useWorkshopUploadUserpicMutation();

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), WORKSHOP_LIMITS.uploadErrorMilliseconds);
    return () => clearTimeout(timer);
  }, [error]);

  const fail = (message: string) => {
    setUploaded(null);
    setError(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return fail(t('errors.file_missing'));
    if (file.size > WORKSHOP_LIMITS.uploadMaxBytes) return fail(t('errors.file_too_large'));
    setError(null);
    try {
      const answer = await upload(file).unwrap();
      if (answer.status === 'ok') {
        setUploaded(answer.img);
        setFile(null);
        // The same file may be chosen again later.
        if (input.current) input.current.value = '';
      } else if (answer.status === 'err')
        fail(t(`errors.${answer.error_code}`, { defaultValue: answer.error_text }));
      // A userpic has no plan rule; any other status is a fault to report, not a pay modal.
      else fail(t('errors.upload_failed'));
    } catch (caught) {
      fail(areaErrorMessage(t, 'workshop', caught));
    }
  };

  const name = profile?.name ?? '';
  const email = profile?.email ?? '';
  return (
    <form
      className={dialogClasses.body}
      onSubmit={(event) => void submit(event)}
      data-testid="set-userpic"
    >
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
      <FormAlert message={error} />
      {uploaded ? <FormNotice message={t('list.userpic.saved')} testId="userpic-saved" /> : null}
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('list.userpic.close')}</Button>
        <Button variant="primary" type="submit" disabled={isLoading}>
          {t(isLoading ? 'list.userpic.busy' : 'list.userpic.submit')}
        </Button>
      </div>
    </form>
  );
}
