import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Invoice …: what the invoice page shows until its own work lands. */
export function InvoiceScreen() {
  const { t } = useTranslation(['pay', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.pay();
  const id = useRoute().rest[0] ?? '';
  return (
    <AreaPage page="invoice" title={t('common:pages.invoice')}>
      <EmptyState title={t('pay:invoice.emptyTitle', { id })} text={t('pay:invoice.emptyText')}>
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('pay:invoice.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
