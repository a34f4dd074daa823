import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** Storage is empty: what the storage page shows until its own work lands. */
export function StorageScreen() {
  const { t } = useTranslation(['storage', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.ready();
  return (
    <AreaPage page="storage" title={t('common:pages.storage')}>
      <EmptyState title={t('storage:storage.emptyTitle')} text={t('storage:storage.emptyText')}>
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('storage:storage.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
