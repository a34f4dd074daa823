import { useTranslation } from 'react-i18next';
import { AreaPage, EmptyState } from '@gramota/ui';
import { useRoute, useShellApi } from '@gramota/shell-api';

/** Document …: what the redactor page shows until its own work lands. */
export function RedactorScreen() {
  const { t } = useTranslation(['redactor', 'common']);
  const { navigate } = useShellApi();
  const id = useRoute().rest[0] ?? '';
  return (
    <AreaPage page="redactor" title={t('common:pages.redactor')}>
      <EmptyState
        title={t('redactor:redactor.emptyTitle', { id })}
        text={t('redactor:redactor.emptyText')}
      >
        <a
          href="/app/docs/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/app/docs/');
          }}
        >
          {t('redactor:redactor.action')}
        </a>
      </EmptyState>
    </AreaPage>
  );
}
