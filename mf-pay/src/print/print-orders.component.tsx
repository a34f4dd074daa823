import { useTranslation } from 'react-i18next';
import { appPaths, type PrintOrderInfo } from '@gramota/contracts';
import { formatDate } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import styles from './print.module.css';

/** The teacher's orders, newest first, with their status; one waiting for money links to its invoice. */
export function PrintOrders({ orders }: { orders: PrintOrderInfo[] }) {
  const { t, i18n } = useTranslation('print');
  if (orders.length === 0) return null;
  return (
    <section className={styles.section} data-testid="print-orders">
      <h2>{t('orders.title')}</h2>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={order.id} className={styles.order} data-testid="print-order">
            <div className={styles.orderHead}>
              <strong>{t('orders.number', { id: order.id })}</strong>
              <span className={styles.muted}>{formatDate(order.time, i18n.language)}</span>
              <span className={styles.status} data-status={order.status}>
                {t(`status.${order.status}`)}
              </span>
            </div>
            <span>
              {t('orders.files', {
                count: order.files.length,
                copies: order.files.reduce((sum, file) => sum + file.copies, 0),
              })}
              {' · '}
              {order.sum} {order.currency}
            </span>
            <span className={styles.muted}>
              {t('orders.delivery', { city: order.delivery.city, address: order.delivery.address })}
            </span>
            {order.status === 'wait-paid' && order.data_id ? (
              <AreaLink href={appPaths.invoicePay(order.data_id)}>{t('orders.pay')}</AreaLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
