import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { Button, EmptyState, RoutedLink, SearchEmpty } from '@gramota/ui';
import { useStorageNavigation } from './storage-navigation';
import type { StorageRoute } from './storage-route';

/**
 * What an empty view says. The top level says where files come from: Ready files ("To
 * storage"), or an upload from the computer where the teacher may add files.
 */
export function StorageEmpty({
  route,
  onUpload,
}: {
  route: StorageRoute;
  /** Opens the file chooser; absent where nothing may be added. */
  onUpload?: () => void;
}) {
  const { t } = useTranslation('storage');
  const go = useStorageNavigation();
  const upload = onUpload ? (
    <Button onClick={onUpload}>{t('storage.actions.upload')}</Button>
  ) : null;
  switch (route.view) {
    case 'root':
      return (
        <EmptyState title={t('storage.empty.root')} text={t('storage.empty.rootText')}>
          <RoutedLink href={appPaths.ready()} onNavigate={go}>
            {t('storage.empty.toReady')}
          </RoutedLink>
          {upload}
        </EmptyState>
      );
    case 'folder':
      return (
        <EmptyState
          title={t('storage.empty.folder')}
          text={onUpload ? t('storage.empty.folderText') : undefined}
        >
          {upload}
        </EmptyState>
      );
    case 'shared':
      return <EmptyState title={t('storage.empty.shared')} text={t('storage.empty.sharedText')} />;
    case 'trash':
      return <EmptyState title={t('storage.empty.trash')} text={t('storage.empty.trashText')} />;
    case 'search':
      return (
        <SearchEmpty
          query={route.query}
          hint={t('storage.search.hint')}
          nothingFound={t('storage.alerts.nothingFound')}
          text={t('storage.empty.searchText')}
        />
      );
    default:
      return <EmptyState title={t('storage.empty.unknown')} />;
  }
}
