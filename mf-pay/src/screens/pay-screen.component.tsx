import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** PRO access: what the pay page shows until its own work lands. */
export function PayScreen() {
  const { t } = useTranslation(['pay', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.templates();
  return (
    <AreaPage page="pay" title={t('common:pages.pay')}>
      <EmptyState title={t('pay:pay.emptyTitle')} text={t('pay:pay.emptyText')}>
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('pay:pay.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
