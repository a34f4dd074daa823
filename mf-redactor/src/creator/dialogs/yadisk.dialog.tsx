import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';

/**
 * Cloud disk need-connect (seed 001 §4): the authorisation popup is open and watched; when the
 * browser blocked it, the teacher's click on the link opens it.
 */
export function YadiskDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  if (view.phase !== 'yadisk-connect') return null;
  return (
    <div className={styles.body} data-testid="creator-yadisk">
      {view.blocked ? (
        <>
          <p>{t('redactor:redactor.creator.yadisk.blocked')}</p>
          <p>
            <a
              href={view.authUrl}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                flow.openBlockedPopup();
              }}
            >
              {t('redactor:redactor.creator.yadisk.open')}
            </a>
          </p>
        </>
      ) : (
        <p role="status">{t('redactor:redactor.creator.yadisk.text')}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
      </div>
    </div>
  );
}
