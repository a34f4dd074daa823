import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** No templates yet: what the workshop page shows until its own work lands. */
export function WorkshopScreen() {
  const { t } = useTranslation(['workshop', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.templates();
  return (
    <AreaPage page="workshop" title={t('common:pages.workshop')}>
      <EmptyState title={t('workshop:workshop.emptyTitle')} text={t('workshop:workshop.emptyText')}>
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('workshop:workshop.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
