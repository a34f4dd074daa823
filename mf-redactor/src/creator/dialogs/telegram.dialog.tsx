import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';

/**
 * Messenger need-connect (seed 001 §4): the code and the bot's link; the flow watches for the
 * connection every 2 s and sends the file 2 s after it.
 */
export function TelegramDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  if (view.phase !== 'telegram-connect') return null;
  return (
    <div className={styles.body} data-testid="creator-telegram">
      <p>{t('redactor:redactor.creator.telegram.text')}</p>
      <strong className={styles.code} data-testid="telegram-code">
        {view.code}
      </strong>
      <p className={styles.muted} role="status">
        {t(`redactor:redactor.creator.telegram.${view.connected ? 'connected' : 'waiting'}`)}
      </p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <a className={buttonClasses('primary')} href={view.link} target="_blank" rel="noopener">
          {t('redactor:redactor.creator.telegram.open')}
        </a>
      </div>
    </div>
  );
}
