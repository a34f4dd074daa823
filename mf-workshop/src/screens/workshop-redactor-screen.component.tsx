import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Template …: what the workshop-redactor page shows until its own work lands. */
export function WorkshopRedactorScreen() {
  const { t } = useTranslation(['workshop', 'common']);
  const { navigate } = useShellApi();
  const id = useRoute().rest[1] ?? '';
  return (
    <AreaPage page="workshop-redactor" title={t('common:pages.workshop-redactor')}>
      <EmptyState
        title={t('workshop:workshop-redactor.emptyTitle', { id })}
        text={t('workshop:workshop-redactor.emptyText')}
      >
        <a
          href="/app/workshop/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/workshop/');
          }}
        >
          {t('workshop:workshop-redactor.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
