import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** No ready files yet: what the ready page shows until its own work lands. */
export function ReadyScreen() {
  const { t } = useTranslation(['ready', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="ready" title={t('common:pages.ready')}>
      <EmptyState title={t('ready:ready.emptyTitle')} text={t('ready:ready.emptyText')}>
        <a
          href="/app/docs/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/docs/');
          }}
        >
          {t('ready:ready.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
