import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Currency,
  PaymentRecord,
  PayMethod,
  PayOperator,
  PayStatus,
} from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useAppDispatch } from '@gramota/store';
import { Button, dialogClasses, runtimeT } from '@gramota/ui';
import { usePaySetPayMethodMutation } from '../pay.api';
import { markBought } from '../common/mark-bought';
import { pageLocation } from '../common/page-location';
import { payErrorText } from '../pay-errors';
import { BankPaperLink } from './bank-paper.component';
import { OPERATOR_METHODS } from './operator-methods';
import { useStatusPoll } from './use-status-poll';
import styles from './invoice.module.css';

export interface PaymentStepProps {
  payment: PaymentRecord;
  operators: readonly PayOperator[];
  /** Where to go with a full reload once paid (the editor of the document); the page itself by default. */
  afterPaid?: string | null;
  /** Runs the payment modal rules before a method is chosen. */
  gate: (proceed: () => void) => void;
}

/**
 * One record from its method to its money: the operators the answer lists (seed 001 §7
 * invoice-set-pay-method), the checkout opened in the same tab, or the bank invoice; while the
 * record is wait-paid its status is polled (seed 001 §4): paid → timers cleared, the profile read
 * again and the page reloaded; cancel → the cause and "try again".
 */
export function PaymentStep({ payment, operators, afterPaid = null, gate }: PaymentStepProps) {
  const { t } = useTranslation(['pay', 'common']);
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [setMethod, setting] = usePaySetPayMethodMutation();
  const [status, setStatus] = useState<PayStatus>(payment.status);
  const [cause, setCause] = useState(payment.cause);
  const [operator, setOperator] = useState(payment.operator);
  const finished = useRef(false);
  // Paid before this page saw it wait (the notice came first): no reload of a page that would
  // only show it paid again; a document's invoice still goes back to the editor.
  const paidOnArrival = useRef(payment.status === 'paid');
  const poll = useStatusPoll(payment.data_id, status === 'wait-paid');

  useEffect(() => {
    if (status !== 'wait-paid' || !poll.status || poll.status === 'wait-paid') return;
    setStatus(poll.status);
    setCause(poll.cause);
  }, [poll.status, poll.cause, status]);

  useEffect(() => {
    if (status !== 'paid' || finished.current) return;
    finished.current = true;
    markBought(dispatch);
    if (afterPaid) pageLocation.assign(afterPaid);
    else if (!paidOnArrival.current) pageLocation.reload();
  }, [status, afterPaid, dispatch]);

  const choose = (chosen: PayOperator, method: PayMethod) =>
    gate(async () => {
      try {
        const answer = await setMethod({
          dataId: payment.data_id,
          operator: chosen,
          method,
        }).unwrap();
        setOperator(chosen);
        setCause('');
        if (answer.url) pageLocation.assign(answer.url);
        else setStatus('wait-paid');
      } catch (error) {
        notify.alert(payErrorText(t, error));
      }
    });

  if (status === 'paid')
    return (
      <p className={styles.state} role="status" data-testid="payment-paid">
        {paidOnArrival.current && !afterPaid ? t('pay:invoice.paidDone') : t('pay:invoice.paid')}
      </p>
    );

  if (status === 'wait-paid')
    return (
      <div className={styles.state} data-testid="payment-waiting">
        <p role="status">{t('pay:invoice.waiting')}</p>
        {operator === 'bank' ? (
          <>
            <p className={dialogClasses.muted}>{t('pay:bank.hint')}</p>
            <BankPaperLink dataId={payment.data_id} paper="invoice" url={payment.invoice_url} />
          </>
        ) : null}
      </div>
    );

  return (
    <div className={styles.state} data-testid="payment-methods">
      {status === 'cancel' ? (
        <div role="alert" data-testid="payment-cancel">
          <p>{t('pay:invoice.cancelled')}</p>
          {cause ? <p className={dialogClasses.muted}>{cause}</p> : null}
          <p>{t('pay:invoice.tryAgain')}</p>
        </div>
      ) : null}
      <p>
        {t('pay:invoice.toPay', {
          text: payment.text,
          sum: payment.sum,
          currency: payment.currency,
        })}
      </p>
      <NoRealMethodNotice operators={operators} currency={payment.currency} />
      <div className={styles.methods}>
        {operators.flatMap((each) =>
          OPERATOR_METHODS[each].map((method) => (
            <Button
              key={`${each}-${method}`}
              variant={each === operators[0] ? 'primary' : 'secondary'}
              busy={setting.isLoading}
              onClick={() => choose(each, method)}
            >
              {runtimeT(t)(`pay:operators.${each}-${method}`)}
            </Button>
          )),
        )}
      </div>
    </div>
  );
}

/** The operators that take real money (the sandbox 'one' is a test checkout; 'bank' is by invoice). */
const REAL_ONLINE: readonly PayOperator[] = ['yandex', 'paypal'];

/**
 * Says plainly when this site takes no real online payment in the invoice's currency (issue 28):
 * only the test checkout, only a bank transfer, or nothing at all. Nothing when a real one is there.
 */
function NoRealMethodNotice({
  operators,
  currency,
}: {
  operators: readonly PayOperator[];
  currency: Currency;
}) {
  const { t } = useTranslation(['pay']);
  if (operators.some((each) => REAL_ONLINE.includes(each))) return null;
  const text = operators.includes('one')
    ? t('pay:invoice.testOnly')
    : operators.includes('bank')
      ? t('pay:invoice.bankOnly')
      : t('pay:invoice.noMethod', { currency });
  return (
    <p className={styles.notice} role="note" data-testid="no-real-payment">
      {text}
    </p>
  );
}
