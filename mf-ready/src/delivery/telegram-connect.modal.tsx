import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@gramota/ui';
import styles from './delivery.module.css';

export interface TelegramConnectModalProps {
  code: string;
  /** The bot, started with the code. */
  link: string;
  close: () => void;
}

/**
 * Connecting the messenger (seed 001 §4 Messenger): the teacher opens the bot with the code; the
 * area meanwhile asks every 2 s whether it is connected and then sends the files.
 */
export function TelegramConnectModal({ code, link, close }: TelegramConnectModalProps) {
  const { t } = useTranslation(['ready', 'common']);
  return (
    <div className={styles.body} data-testid="telegram-connect">
      <p className={styles.text}>{t('ready:ready.messenger.connectText')}</p>
      <p className={styles.code} aria-label={t('ready:ready.messenger.code')}>
        {code}
      </p>
      <p className={styles.wait} aria-live="polite">
        {t('ready:ready.messenger.waiting')}
      </p>
      <div className={styles.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <a
          className={buttonClasses('primary')}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('ready:ready.messenger.openBot')}
        </a>
      </div>
    </div>
  );
}
