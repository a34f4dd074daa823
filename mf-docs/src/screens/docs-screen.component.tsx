import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';

/** No documents yet: what the docs page shows until its own work lands. */
export function DocsScreen() {
  const { t } = useTranslation(['docs', 'common']);
  const { navigate } = useShellApi();
  return (
    <AreaPage page="docs" title={t('common:pages.docs')}>
      <EmptyState title={t('docs:docs.emptyTitle')} text={t('docs:docs.emptyText')}>
        <a
          href="/app/templates/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/templates/');
          }}
        >
          {t('docs:docs.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
