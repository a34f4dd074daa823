import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState, ForbiddenState } from '@gramota/ui';
import { DeliveryForm } from './delivery-form.component';
import { usePrintAccess } from './print-access';
import { PrintCart } from './print-cart.component';
import { PrintOrders } from './print-orders.component';
import { PrintStringsGate } from './print-strings-gate.component';
import { usePrintOrderGetQuery } from './print.api';
import { printErrorText } from './print-errors';
import styles from './print.module.css';

/** /app/pay/print/ (appPaths.payPrint): the print order's cart, the order form and the orders. */
export function PrintOrderScreen() {
  return (
    <PrintStringsGate>
      <PrintOrderPage />
    </PrintStringsGate>
  );
}

function PrintOrderPage() {
  const { t } = useTranslation(['print', 'common']);
  const access = usePrintAccess();
  return (
    <AreaPage page="pay" title={t('print:title')}>
      {access === 'unknown' ? null : access === 'none' ? (
        <ForbiddenState />
      ) : (
        <PrintOrderBody canChange={access === 'change'} />
      )}
    </AreaPage>
  );
}

function PrintOrderBody({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation(['print', 'common']);
  const order = usePrintOrderGetQuery();
  if (order.isLoading) return null;
  if (!order.data)
    return <EmptyState title={t('print:failed')} text={printErrorText(t, order.error)} />;
  const { cart, orders, page_price } = order.data;
  return (
    <>
      {canChange ? null : (
        <p className={styles.note} data-testid="print-read-only">
          {t('print:readOnly')}
        </p>
      )}
      <PrintCart cart={cart} pagePrice={page_price} canChange={canChange} />
      {canChange && cart.files.length > 0 ? <DeliveryForm initial={cart.delivery} /> : null}
      <PrintOrders orders={orders} />
    </>
  );
}
