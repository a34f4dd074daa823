import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type PaymentRecord } from '@gramota/contracts';
import { useAppDispatch } from '@gramota/store';
import { markBought } from '../common/mark-bought';
import { pageLocation } from '../common/page-location';
import { useStatusPoll } from '../invoice/use-status-poll';

/**
 * A record back from a checkout that returns to the pay page (all templates, a donation): its
 * status polled every 2.5 s; paid → the profile read again and the page reloaded (a donation's
 * document opened again in the editor, where its file is now made without the wait).
 */
export function WaitingRecord({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation(['pay']);
  const dispatch = useAppDispatch();
  const done = useRef(false);
  const poll = useStatusPoll(payment.data_id, !done.current);

  useEffect(() => {
    if (done.current || (poll.status !== 'paid' && poll.status !== 'cancel')) return;
    done.current = true;
    markBought(dispatch);
    if (poll.status === 'paid' && payment.aim === 'donate' && payment.aim_id)
      pageLocation.assign(appPaths.redactor(payment.aim_id));
    else pageLocation.reload();
  }, [poll.status, payment, dispatch]);

  return (
    <p role="status" data-testid="pay-waiting">
      {t('pay:invoice.waitingFor', { text: payment.text })}
    </p>
  );
}
