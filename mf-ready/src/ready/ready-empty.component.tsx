import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { EmptyState, SearchEmpty } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import type { ReadyRoute } from './ready-route';

/** What an empty view says (the words of My documents' empty lists, for files). */
export function ReadyEmpty({ route, embed }: { route: ReadyRoute; embed: boolean }) {
  const { t } = useTranslation('ready');
  const toDocs = embed ? null : (
    <AreaLink href={appPaths.docs()}>{t('ready.empty.action')}</AreaLink>
  );
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
      return (
        <SearchEmpty
          query={route.query}
          hint={t('ready.search.hint')}
          nothingFound={t('ready.alerts.nothingFound')}
          text={t('ready.empty.searchText')}
        />
      );
    case 'mass':
      return <EmptyState title={t('ready.empty.mass')} />;
    default:
      return <EmptyState title={t('ready.empty.unknown')} />;
  }
}
