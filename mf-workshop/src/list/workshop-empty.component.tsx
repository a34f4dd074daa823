import { useTranslation } from 'react-i18next';
import { Button, EmptyState, SearchEmpty } from '@gramota/ui';
import type { WorkshopRoute } from './workshop-route';

/** What an empty view says; the top level offers creating or uploading the first template. */
export function WorkshopEmpty({
  route,
  onCreate,
  onUpload,
}: {
  route: WorkshopRoute;
  onCreate: () => void;
  onUpload: () => void;
}) {
  const { t } = useTranslation('workshop');
  switch (route.view) {
    case 'all':
    case 'recent':
      return (
        <EmptyState title={t(`list.empty.${route.view}`)} text={t('list.empty.allText')}>
          <Button variant="primary" onClick={onCreate}>
            {t('list.actions.create')}
          </Button>
          <Button onClick={onUpload}>{t('list.actions.upload')}</Button>
        </EmptyState>
      );
    case 'types':
      return <EmptyState title={t('list.empty.type')} />;
    case 'folder':
      return <EmptyState title={t('list.empty.folder')} />;
    case 'shared':
      return <EmptyState title={t('list.empty.shared')} text={t('list.empty.sharedText')} />;
    case 'trash':
      return <EmptyState title={t('list.empty.trash')} text={t('list.empty.trashText')} />;
    case 'search':
      return (
        <SearchEmpty
          query={route.query}
          hint={t('list.search.hint')}
          nothingFound={t('list.alerts.nothingFound')}
          text={t('list.empty.searchText')}
        />
      );
    default:
      return <EmptyState title={t('list.empty.unknown')} />;
  }
}
