import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** Drive is empty: what the drive page shows until its own work lands. */
export function DriveScreen() {
  const { t } = useTranslation(['storage', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="drive" title={t('common:pages.drive')}>
      <EmptyState title={t('storage:drive.emptyTitle')} text={t('storage:drive.emptyText')}>
        <a
          href="/app/docs/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/docs/');
          }}
        >
          {t('storage:drive.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
