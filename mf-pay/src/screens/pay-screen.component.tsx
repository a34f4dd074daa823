import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** PRO access: what the pay page shows until its own work lands. */
export function PayScreen() {
  const { t } = useTranslation(['pay', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="pay" title={t('common:pages.pay')}>
      <EmptyState title={t('pay:pay.emptyTitle')} text={t('pay:pay.emptyText')}>
        <a
          href="/app/templates/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/templates/');
          }}
        >
          {t('pay:pay.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
