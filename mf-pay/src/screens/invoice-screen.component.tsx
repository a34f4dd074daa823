import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Invoice …: what the invoice page shows until its own work lands. */
export function InvoiceScreen() {
  const { t } = useTranslation(['pay', 'common']);
  const { navigate } = useShellApi();
  const id = useRoute().rest[0] ?? '';
  return (
    <AreaPage page="invoice" title={t('common:pages.invoice')}>
      <EmptyState title={t('pay:invoice.emptyTitle', { id })} text={t('pay:invoice.emptyText')}>
        <a
          href="/app/pay/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/pay/');
          }}
        >
          {t('pay:invoice.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
