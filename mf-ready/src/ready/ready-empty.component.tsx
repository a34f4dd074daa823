import { useTranslation } from 'react-i18next';
import { EmptyState } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import { isSearchable, type ReadyRoute } from './ready-route';

/** What an empty view says (the words of My documents' empty lists, for files). */
export function ReadyEmpty({ route, embed }: { route: ReadyRoute; embed: boolean }) {
  const { t } = useTranslation('ready');
  const toDocs = embed ? null : <AreaLink href="/app/docs/">{t('ready.empty.action')}</AreaLink>;
  switch (route.view) {
    case 'all':
      return (
        <EmptyState title={t('ready.empty.all')} text={t('ready.empty.allText')}>
          {toDocs}
        </EmptyState>
      );
    case 'types':
      return <EmptyState title={t('ready.empty.type')}>{toDocs}</EmptyState>;
    case 'folder':
      return <EmptyState title={t('ready.empty.folder')} />;
    case 'trash':
      return <EmptyState title={t('ready.empty.trash')} text={t('ready.empty.trashText')} />;
    case 'search':
      return isSearchable(route.query) ? (
        <EmptyState title={t('ready.alerts.nothingFound')} text={t('ready.empty.searchText')} />
      ) : (
        <EmptyState title={t('ready.search.hint')} />
      );
    case 'mass':
      return <EmptyState title={t('ready.empty.mass')} />;
    default:
      return <EmptyState title={t('ready.empty.unknown')} />;
  }
}
