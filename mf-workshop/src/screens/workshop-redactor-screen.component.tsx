import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Template …: what the workshop-redactor page shows until its own work lands. */
export function WorkshopRedactorScreen() {
  const { t } = useTranslation(['workshop', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.workshop();
  const id = useRoute().rest[1] ?? '';
  return (
    <AreaPage page="workshop-redactor" title={t('common:pages.workshop-redactor')}>
      <EmptyState
        title={t('workshop:workshop-redactor.emptyTitle', { id })}
        text={t('workshop:workshop-redactor.emptyText')}
      >
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('workshop:workshop-redactor.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
