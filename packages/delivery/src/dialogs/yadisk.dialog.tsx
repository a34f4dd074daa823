import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import { useDeliveryView } from '../use-delivery-view';
import type { DeliveryDialogProps } from './delivery-dialog-props';

/**
 * Cloud disk need-connect (seed 001 §4): the authorisation popup is open and watched; when the
 * browser blocked it, the teacher's click on the link opens it.
 */
export function YadiskDialog({ delivery, close }: DeliveryDialogProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const view = useDeliveryView(delivery);
  if (view.phase !== 'yadisk-connect') return null;
  return (
    <div className={dialogClasses.body} data-testid="delivery-yadisk">
      {view.blocked ? (
        <>
          <p>{t('delivery:dialogs.yadisk.blocked')}</p>
          <p>
            <a
              href={view.authUrl}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                delivery.openBlockedPopup();
              }}
            >
              {t('delivery:dialogs.yadisk.open')}
            </a>
          </p>
        </>
      ) : (
        <p role="status">{t('delivery:dialogs.yadisk.text')}</p>
      )}
      <div className={dialogClasses.actions}>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
      </div>
    </div>
  );
}
