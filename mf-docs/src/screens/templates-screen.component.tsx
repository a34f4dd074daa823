import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** Templates: what the templates page shows until its own work lands. */
export function TemplatesScreen() {
  const { t } = useTranslation(['docs', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="templates" title={t('common:pages.templates')}>
      <EmptyState title={t('docs:templates.emptyTitle')} text={t('docs:templates.emptyText')}>
        <a
          href="/app/docs/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/docs/');
          }}
        >
          {t('docs:templates.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
