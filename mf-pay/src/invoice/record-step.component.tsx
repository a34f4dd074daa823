import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useRoute } from '@gramota/shell-api';
import { EmptyState } from '@gramota/ui';
import { usePayInvoiceGetQuery, usePayPaypalCaptureMutation } from '../pay.api';
import { payErrorText } from '../pay-errors';
import { PaymentStep } from './payment-step.component';

export interface RecordStepProps {
  dataId: string;
  afterPaid?: string | null;
  gate: (proceed: () => void) => void;
}

/**
 * A record that exists already (invoice-get): a print order's prepay-print, or the page's record
 * waiting for its money when the teacher comes back from the checkout. Back from PayPal (?token=)
 * the order is captured first (invoice-paypal-pay); the status polling does the rest.
 */
export function RecordStep({ dataId, afterPaid = null, gate }: RecordStepProps) {
  const { t } = useTranslation(['pay', 'common']);
  const token = useRoute().search.get('token');
  const record = usePayInvoiceGetQuery(dataId);
  const [capture] = usePayPaypalCaptureMutation();
  const captured = useRef(false);
  const payment = record.data?.payment;

  useEffect(() => {
    if (!payment || !token || captured.current) return;
    if (payment.operator !== 'paypal' || payment.status !== 'wait-paid') return;
    captured.current = true;
    void capture({ dataId, token });
  }, [payment, token, dataId, capture]);

  if (record.isLoading) return null;
  if (!record.data)
    return <EmptyState title={t('pay:invoice.notFound')} text={payErrorText(t, record.error)} />;
  const { payment: shown } = record.data;
  // A donation goes back to its document (its aim_id) once paid.
  const back =
    afterPaid ?? (shown.aim === 'donate' && shown.aim_id ? appPaths.redactor(shown.aim_id) : null);
  return (
    <PaymentStep
      key={shown.data_id}
      payment={shown}
      operators={record.data.operators}
      afterPaid={back}
      gate={gate}
    />
  );
}
