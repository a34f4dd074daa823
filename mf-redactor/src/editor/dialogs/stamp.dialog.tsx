import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert } from '@gramota/ui';
import { ShellApiContext } from '@gramota/shell-api';
import { appPaths, type StampKind } from '@gramota/contracts';
import { useStampModalQuery } from '../editor.api';
import styles from './dialogs.module.css';

interface StampDialogProps {
  templateData: string;
  onPick(stampId: string, kind: StampKind): void;
  onCancel(): void;
}

/** The profile's stamps and signatures; none yet: a link to the profile's stamp tab. */
export function StampDialog({ templateData, onPick, onCancel }: StampDialogProps) {
  const { t } = useTranslation('redactor');
  const shell = useContext(ShellApiContext);
  const { data, isLoading, isError, refetch } = useStampModalQuery(templateData);

  if (isLoading) return <p className={styles.intro}>{t('editor.stampDialog.loading')}</p>;
  if (isError || !data) {
    return (
      <div data-testid="stamp-dialog">
        <FormAlert message={t('editor.stampDialog.failed')} />
        <div className={styles.actions}>
          <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
          <Button variant="primary" onClick={() => void refetch()}>
            {t('editor.stampDialog.retry')}
          </Button>
        </div>
      </div>
    );
  }

  if (data.stamps.length === 0) {
    return (
      <div data-testid="stamp-dialog">
        <p className={styles.intro}>{t('editor.stampDialog.none')}</p>
        <div className={styles.actions}>
          <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
          <a
            href={appPaths.profileStamp()}
            data-testid="stamp-profile-link"
            onClick={(event) => {
              if (!shell) return;
              event.preventDefault();
              onCancel();
              shell.navigate(appPaths.profileStamp());
            }}
          >
            {t('editor.stampDialog.toProfile')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <div data-testid="stamp-dialog">
      <p className={styles.intro}>{t('editor.stampDialog.intro')}</p>
      <ul className={styles.stamps}>
        {data.stamps.map((stamp) => (
          <li key={stamp.id}>
            <button
              type="button"
              className={styles.stampChoice}
              data-testid={`stamp-${stamp.id}`}
              onClick={() => onPick(stamp.id, stamp.kind)}
            >
              <img className={styles.stampImage} src={stamp.url} alt="" />
              <span className={styles.stampName}>
                {stamp.name || t(`editor.stampDialog.kind_${stamp.kind}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('editor.stampDialog.cancel')}</Button>
      </div>
    </div>
  );
}
