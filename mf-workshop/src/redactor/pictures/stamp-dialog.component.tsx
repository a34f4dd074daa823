import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { Button, FormAlert, ModalFrame } from '@gramota/ui';
import { useWorkshopStampsQuery } from '../api/redactor.api';
import styles from './pictures.module.css';

interface StampDialogProps {
  /** The template's template_data ('workshop:{maket}'), as the stamp-modal call takes it. */
  templateData: string;
  onPick(url: string): void;
  onClose(): void;
}

/** The account's stamps and signatures from the profile (the document editor's stamp call). */
export function StampDialog({ templateData, onPick, onClose }: StampDialogProps) {
  const { t } = useTranslation('workshop');
  const { navigate } = useShellApi();
  const { data, isLoading, isError, refetch } = useWorkshopStampsQuery(templateData);
  return (
    <ModalFrame title={t('redactor.stamp.title')} backdrop="default" onClose={onClose}>
      <div className={styles.dialog} data-testid="workshop-stamp-dialog">
        {isLoading ? <p>{t('redactor.loading')}</p> : null}
        {isError ? (
          <>
            <FormAlert message={t('redactor.stamp.failed')} />
            <Button onClick={() => void refetch()}>{t('redactor.retry')}</Button>
          </>
        ) : null}
        {data && data.stamps.length === 0 ? (
          <p>
            {t('redactor.stamp.none')}{' '}
            <a
              href={appPaths.profileStamp()}
              onClick={(event) => {
                event.preventDefault();
                onClose();
                navigate(appPaths.profileStamp());
              }}
            >
              {t('redactor.stamp.toProfile')}
            </a>
          </p>
        ) : null}
        <ul className={styles.stamps}>
          {data?.stamps.map((stamp) => (
            <li key={stamp.id}>
              <button
                type="button"
                className={styles.stamp}
                data-testid={`workshop-stamp-${stamp.id}`}
                onClick={() => {
                  onPick(stamp.url);
                  onClose();
                }}
              >
                <img src={stamp.url} alt="" />
                <span>{stamp.name || t(`redactor.stamp.kind_${stamp.kind}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('redactor.cancel')}</Button>
        </div>
      </div>
    </ModalFrame>
  );
}
