import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** No templates yet: what the workshop page shows until its own work lands. */
export function WorkshopScreen() {
  const { t } = useTranslation(['workshop', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="workshop" title={t('common:pages.workshop')}>
      <EmptyState title={t('workshop:workshop.emptyTitle')} text={t('workshop:workshop.emptyText')}>
        <a
          href="/app/templates/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/templates/');
          }}
        >
          {t('workshop:workshop.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
