import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** Drive is empty: what the drive page shows until its own work lands. */
export function DriveScreen() {
  const { t } = useTranslation(['storage', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.docs();
  return (
    <AreaPage page="drive" title={t('common:pages.drive')}>
      <EmptyState title={t('storage:drive.emptyTitle')} text={t('storage:drive.emptyText')}>
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('storage:drive.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
