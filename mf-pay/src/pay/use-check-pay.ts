import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellApi } from '@gramota/shell-api';
import { usePayCheckModalMutation } from '../pay.api';
import { CheckPayResult, type CheckPayResultProps } from './check-pay-result.modal';

/**
 * On opening the pay page (seed 001 §4): invoce-check-pay-modal once; a cancelled payment shows
 * its cause, a paid one a success modal. The server marks it shown, so it comes once.
 */
export function useCheckPay(enabled: boolean) {
  const { t } = useTranslation(['pay', 'common']);
  const shell = useShellApi();
  const [check] = usePayCheckModalMutation();
  const asked = useRef(false);

  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    void check()
      .unwrap()
      .then((answer) => {
        if (answer.modal === 'none') return;
        shell.showModal<CheckPayResultProps>({
          title: t(
            answer.modal === 'success' ? 'pay:checkPay.successTitle' : 'pay:checkPay.cancelTitle',
          ),
          component: CheckPayResult,
          props: { kind: answer.modal, text: answer.payment?.text ?? '', cause: answer.cause },
        });
      })
      // Nothing to show when the check itself fails: the page still lists the purchases.
      .catch(() => undefined);
  }, [enabled, check, shell, t]);
}
