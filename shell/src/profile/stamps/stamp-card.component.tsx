import { useTranslation } from 'react-i18next';
import type { StampInfo } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useProfileStampImageQuery, useProfileStampRemoveMutation } from '@gramota/store';
import { Button, FormAlert, useApiForm } from '@gramota/ui';
import styles from '../profile-page.module.css';

const FIELDS = ['id'] as const;

/** One stamp or signature with its picture and a remove button. */
export function StampCard({ stamp }: { stamp: StampInfo }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const form = useApiForm(FIELDS);
  const [removeStamp] = useProfileStampRemoveMutation();
  const { data: imageUrl } = useProfileStampImageQuery(stamp.url);
  const label = stamp.name || t(`stamps.kinds.${stamp.kind}`);

  const onRemove = () =>
    void form.submit(async () => {
      await removeStamp({ id: stamp.id }).unwrap();
      notify.success(t('stamps.removed'));
    });

  return (
    <figure className={styles.stamp} data-stamp={stamp.id} data-kind={stamp.kind}>
      {imageUrl ? (
        <img className={styles.stampImage} src={imageUrl} alt={label} />
      ) : (
        <span className={styles.stampImage} aria-hidden="true" />
      )}
      <figcaption>
        <span className={styles.value}>{label}</span>{' '}
        <span className={styles.muted}>{t(`stamps.kinds.${stamp.kind}`)}</span>
      </figcaption>
      <FormAlert message={form.fieldError('id') ?? form.formError} />
      <Button variant="danger" busy={form.busy} onClick={onRemove}>
        {t('stamps.remove')}
      </Button>
    </figure>
  );
}
