import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { Button, formatDate } from '@gramota/ui';
import { usePayRemoveInvoiceMutation } from '../pay.api';
import { payErrorText } from '../pay-errors';
import { BankPaperLink } from '../invoice/bank-paper.component';
import styles from './pay.module.css';

/**
 * The account's payment records, newest first (seed 001 §3 Payment record): what, sum, status,
 * date, the licence's days, the bank papers, and removing an unpaid one.
 */
export function Purchases({ payments }: { payments: readonly PaymentRecord[] }) {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const notify = useNotify();
  const [remove, removing] = usePayRemoveInvoiceMutation();
  if (payments.length === 0) return <p className={styles.muted}>{t('pay:purchases.empty')}</p>;

  const removeRecord = async (payment: PaymentRecord) => {
    try {
      await remove(payment.aim_id).unwrap();
    } catch (error) {
      notify.alert(payErrorText(t, error));
    }
  };

  return (
    <table className={styles.table} data-testid="purchases">
      <thead>
        <tr>
          <th>{t('pay:purchases.what')}</th>
          <th>{t('pay:purchases.sum')}</th>
          <th>{t('pay:purchases.status')}</th>
          <th>{t('pay:purchases.date')}</th>
          <th>{t('pay:purchases.licence')}</th>
          <th>
            <span className={styles.hidden}>{t('pay:purchases.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.data_id} data-status={payment.status}>
            <td>{payment.text}</td>
            <td data-label={t('pay:purchases.sum')}>
              {payment.sum} {payment.currency}
            </td>
            <td data-label={t('pay:purchases.status')}>
              {t(`pay:status.${payment.status}`)}
              {payment.status === 'cancel' && payment.cause ? (
                <div className={styles.muted}>{payment.cause}</div>
              ) : null}
            </td>
            <td data-label={t('pay:purchases.date')}>{formatDate(payment.time, i18n.language)}</td>
            <td data-label={payment.date_start ? t('pay:purchases.licence') : undefined}>
              {payment.date_start
                ? t('pay:purchases.period', {
                    start: formatDate(payment.date_start, i18n.language),
                    end: formatDate(payment.date_end, i18n.language),
                  })
                : ''}
            </td>
            <td className={styles.cellActions}>
              {payment.operator === 'bank' && payment.status !== 'cancel' ? (
                <BankPaperLink dataId={payment.data_id} paper="invoice" url={payment.invoice_url} />
              ) : null}
              {payment.operator === 'bank' && payment.status === 'paid' ? (
                <BankPaperLink dataId={payment.data_id} paper="act" url={payment.act_url} />
              ) : null}
              {payment.status !== 'paid' && payment.aim_id ? (
                <Button
                  variant="link"
                  busy={removing.isLoading}
                  onClick={() => void removeRecord(payment)}
                >
                  {t('pay:purchases.remove')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
