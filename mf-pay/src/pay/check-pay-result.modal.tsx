import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';

export interface CheckPayResultProps {
  kind: 'success' | 'cancel';
  /** What was bought (the record's text). */
  text: string;
  /** Why a cancelled payment was cancelled. */
  cause: string;
}

/** The finished payment's news on opening the pay page: thanks, or the cause of a cancel. */
export function CheckPayResult({
  kind,
  text,
  cause,
  close,
}: CheckPayResultProps & { close: () => void }) {
  const { t } = useTranslation(['pay', 'common']);
  return (
    <div className={dialogClasses.body} data-testid={`check-pay-${kind}`}>
      <p>
        {kind === 'success'
          ? t('pay:checkPay.successText', { text })
          : t('pay:checkPay.cancelText', { text })}
      </p>
      {kind === 'cancel' && cause ? (
        <p className={dialogClasses.muted}>{t('pay:checkPay.cause', { cause })}</p>
      ) : null}
      <div className={dialogClasses.actions}>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}
