import { useTranslation } from 'react-i18next';
import {
  payPaths,
  PRINT_OPERATOR_MOVES,
  type PrintOperatorOrder,
  type PrintOrderStatus,
} from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { AreaPage, Button, EmptyState, formatDate, readApiError } from '@gramota/ui';
import { PrintStringsGate } from './print-strings-gate.component';
import { usePrintOperatorListQuery, usePrintOperatorSetStatusMutation } from './print.api';
import { printErrorText } from './print-errors';
import styles from './print.module.css';

/**
 * /app/pay/print/operator/: every account's print orders for the print operator (a developer
 * account), moved on paid → printing → sent → done, or cancelled. The server decides who is an
 * operator; everyone else is told the page is not theirs.
 */
export function PrintOperatorScreen() {
  return (
    <PrintStringsGate>
      <PrintOperatorPage />
    </PrintStringsGate>
  );
}

function PrintOperatorPage() {
  const { t } = useTranslation(['print', 'common']);
  const list = usePrintOperatorListQuery();
  let body;
  if (list.isLoading) body = null;
  else if (!list.data)
    body =
      readApiError(list.error).status === 403 ? (
        <EmptyState title={t('print:operator.onlyOperators')} />
      ) : (
        <EmptyState title={t('print:failed')} text={printErrorText(t, list.error)} />
      );
  else if (list.data.orders.length === 0) body = <EmptyState title={t('print:operator.empty')} />;
  else
    body = (
      <ul className={styles.orders}>
        {list.data.orders.map((order) => (
          <OperatorOrder key={order.id} order={order} />
        ))}
      </ul>
    );
  return (
    <AreaPage page="pay" title={t('print:operator.title')}>
      {body}
    </AreaPage>
  );
}

function OperatorOrder({ order }: { order: PrintOperatorOrder }) {
  const { t, i18n } = useTranslation(['print', 'common']);
  const notify = useNotify();
  const [setStatus, state] = usePrintOperatorSetStatusMutation();
  const { delivery } = order;

  const move = (status: PrintOrderStatus) =>
    setStatus({ id: order.id, status })
      .unwrap()
      .then(
        () =>
          notify.success(
            t('print:operator.moved', { id: order.id, status: t(`print:status.${status}`) }),
          ),
        (error: unknown) => notify.error(printErrorText(t, error)),
      );

  return (
    <li className={styles.order} data-testid="operator-order">
      <div className={styles.orderHead}>
        <strong>{t('print:orders.number', { id: order.id })}</strong>
        <span className={styles.muted}>{formatDate(order.time, i18n.language)}</span>
        <span className={styles.status} data-status={order.status}>
          {t(`print:status.${order.status}`)}
        </span>
        <span>
          {order.sum} {order.currency}
        </span>
      </div>
      <span>
        {t('print:operator.customer', { email: order.user_email || t('print:operator.noEmail') })}
      </span>
      <span>
        {delivery.name}, {t('print:operator.phone', { phone: delivery.phone })}
      </span>
      <span>
        {delivery.city}, {delivery.address}
        {delivery.postcode
          ? `, ${t('print:operator.postcode', { postcode: delivery.postcode })}`
          : ''}
      </span>
      {delivery.comment ? (
        <span className={styles.muted}>
          {t('print:operator.comment', { comment: delivery.comment })}
        </span>
      ) : null}
      <ul className={styles.list}>
        {order.files.map((file) => (
          <li key={file.id}>
            {t('print:operator.fileLine', {
              name: file.name,
              pages: file.pages,
              copies: file.copies,
            })}
            {file.thumb ? (
              <>
                {' '}
                <a href={`${payPaths.printOrderOperatorFile(file.id, 'pdf')}?download=1`} download>
                  {t('print:operator.downloadPdf')}
                </a>{' '}
                <a href={`${payPaths.printOrderOperatorFile(file.id, 'jpeg')}?download=1`} download>
                  {t('print:operator.downloadJpeg')}
                </a>
              </>
            ) : (
              ` (${t('print:operator.fileGone')})`
            )}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {PRINT_OPERATOR_MOVES[order.status].map((status) => (
          <Button
            key={status}
            variant={status === 'cancel' ? 'secondary' : 'primary'}
            disabled={state.isLoading}
            onClick={() => void move(status)}
          >
            {t(`print:operator.move.${status}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
