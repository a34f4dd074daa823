import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Table for document …: what the spreadsheet page shows until its own work lands. */
export function SpreadsheetScreen() {
  const { t } = useTranslation(['spreadsheet', 'common']);
  const { navigate } = useShellApi();
  const actionPath = appPaths.docs();
  const id = useRoute().rest[0] ?? '';
  return (
    <AreaPage page="spreadsheet" title={t('common:pages.spreadsheet')}>
      <EmptyState
        title={t('spreadsheet:spreadsheet.emptyTitle', { id })}
        text={t('spreadsheet:spreadsheet.emptyText')}
      >
        <a
          href={actionPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(actionPath);
          }}
        >
          {t('spreadsheet:spreadsheet.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
