import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { Button, EmptyState, RoutedLink, SearchEmpty } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import type { DriveRoute } from './drive-route';

/**
 * What an empty view says. The Drive fills from mass creation (a document's spreadsheet), so the
 * empty top level leads to My documents, where a document's mass creation starts.
 */
export function DriveEmpty({ route, signedOut }: { route: DriveRoute; signedOut: boolean }) {
  const { t } = useTranslation('drive');
  const { navigate, requireLogin } = useShellApi();
  if (signedOut)
    return (
      <EmptyState title={t('drive.empty.signedOut')} text={t('drive.empty.signedOutText')}>
        <Button variant="primary" onClick={() => requireLogin('drive')}>
          {t('drive.empty.logIn')}
        </Button>
      </EmptyState>
    );
  switch (route.view) {
    case 'all':
      return (
        <EmptyState title={t('drive.empty.all')} text={t('drive.empty.allText')}>
          <RoutedLink href={appPaths.docs()} onNavigate={navigate}>
            {t('drive.empty.action')}
          </RoutedLink>
        </EmptyState>
      );
    case 'folder':
      return <EmptyState title={t('drive.empty.folder')} />;
    case 'trash':
      return <EmptyState title={t('drive.empty.trash')} text={t('drive.empty.trashText')} />;
    case 'search':
      return (
        <SearchEmpty
          query={route.query}
          hint={t('drive.search.hint')}
          nothingFound={t('drive.alerts.nothingFound')}
          text={t('drive.empty.searchText')}
        />
      );
    default:
      return <EmptyState title={t('drive.empty.unknown')} />;
  }
}
