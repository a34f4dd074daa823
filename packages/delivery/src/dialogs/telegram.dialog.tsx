import { useTranslation } from 'react-i18next';
import { Button, buttonClasses, dialogClasses } from '@gramota/ui';
import { useDeliveryView } from '../use-delivery-view';
import type { DeliveryDialogProps } from './delivery-dialog-props';
import styles from './delivery-dialogs.module.css';

/**
 * Messenger need-connect (seed 001 §4): the code and the bot's link; the flow watches for the
 * connection every 2 s and sends the files 2 s after it.
 */
export function TelegramDialog({ delivery, close }: DeliveryDialogProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const view = useDeliveryView(delivery);
  if (view.phase !== 'telegram-connect') return null;
  return (
    <div className={dialogClasses.body} data-testid="delivery-telegram">
      <p>{t('delivery:dialogs.telegram.text')}</p>
      <strong className={styles.code} data-testid="telegram-code">
        {view.code}
      </strong>
      <p className={dialogClasses.muted} role="status">
        {t(`delivery:dialogs.telegram.${view.connected ? 'connected' : 'waiting'}`)}
      </p>
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <a
          className={buttonClasses('primary')}
          href={view.link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('delivery:dialogs.telegram.open')}
        </a>
      </div>
    </div>
  );
}
