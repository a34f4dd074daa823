import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_LIMITS } from '@gramota/contracts';
import { EmptyState, FileAreaBrowser, ScreenNote, SearchEmpty } from '@gramota/ui';
import { FileAreaScreen, useFileArea, useUserKey } from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { useAreaNavigation } from '../common/area-navigation';
import { contextActions, toolbarActions } from './docs-actions';
import { newestDocs, toFileItems } from './docs-items';
import { docsPath, newDocumentPath, parseDocsRoute, type DocsRoute } from './docs-route';
import { DocsViewsNav, TypeTabs } from './docs-views-nav.component';
import { useDocsGetQuery } from './docs.api';
import { QuickAccess } from './quick-access.component';
import { useDocsCommands } from './use-docs-commands';
import { useDocsList } from './use-docs-list';

/** The crumb titles of the views: docs.views.*, docs.search.title, the document types' names (common). */
const VIEW_TITLES = { area: 'docs:docs', types: 'common:categories' };

/** My documents (seed 000 §2 Docs): every /app/docs/... view, and the embedded picker. */
export default function DocsScreen() {
  return (
    <FileAreaScreen page="docs" permission="docs_full">
      <DocsBrowser />
    </FileAreaScreen>
  );
}

function DocsBrowser() {
  const { t } = useTranslation('docs');
  const { name, rest, search, embed, preferences, notify } = useFileArea('docs');
  const route = parseDocsRoute(rest, search);
  const userKey = useUserKey();
  const go = useAreaNavigation();
  const list = useDocsList(route);
  const isRoot = route.view === 'folder' && route.folderId === null;
  const recent = useDocsGetQuery(
    { userKey: userKey ?? '', query: { view: 'recent' } },
    { skip: !userKey || !isRoot },
  );

  const data = list.answer;
  const items = useMemo(() => toFileItems(data), [data]);
  const parentOf = useCallback(
    (id: string) => data?.docs[id]?.folder ?? data?.folders[id]?.parent,
    [data],
  );
  const folderId = route.view === 'folder' ? route.folderId : undefined;
  const commands = useDocsCommands({ route, folderId, parentOf, embed, search });
  const actionsInput = { route, commands, embed, t };
  const inTrash = route.view === 'trash';
  const quick = newestDocs(recent.currentData, DOCS_LIMITS.quickAccessCount);
  const showQuick = isRoot && (recent.currentData?.total_docs ?? 0) > DOCS_LIMITS.quickAccessCount;

  return (
    <FileAreaBrowser
      route={route}
      routeKey={docsPath(route, search)}
      label={name}
      items={items}
      preferences={preferences}
      crumbs={{ atRoot: isRoot, rootName: t('docs.root'), folderPath: data?.path ?? [] }}
      viewTitles={VIEW_TITLES}
      commands={commands}
      inTrash={inTrash}
      embed={embed}
      contextActions={(chosen) => contextActions(actionsInput, chosen)}
      toolbarActions={(selected) => toolbarActions(actionsInput, selected)}
      // Search of My documents: Enter, or a pause in typing, searches the whole account.
      search={{
        onSearch: (sq, options) => go(docsPath({ view: 'search', query: sq }, search), options),
        placeholder: t('docs.search.placeholder'),
        label: t('docs.search.label'),
        hint: t('docs.search.hint'),
        testId: 'docs-search',
      }}
      settled={list.settled}
      onNothingFound={() => notify.info(t('docs.alerts.nothingFound'))}
      quickAccess={
        showQuick ? (
          <QuickAccess
            docs={quick}
            timezone={preferences.timezone}
            onOpen={(doc) =>
              commands.open({
                id: doc.id,
                type: 'doc',
                name: doc.name,
                time: doc.time,
                isFolder: false,
              })
            }
          />
        ) : null
      }
      empty={<DocsEmpty route={route} embed={embed} />}
      loading={list.asked && list.loading}
      selectionMode={embed ? 'single' : 'multiple'}
    >
      <DocsViewsNav route={route} embed={embed} />
      <TypeTabs route={route} />
      {embed ? <ScreenNote>{t('docs.embed.hint')}</ScreenNote> : null}
      {inTrash ? <ScreenNote>{t('docs.trashNote')}</ScreenNote> : null}
    </FileAreaBrowser>
  );
}

function DocsEmpty({ route, embed }: { route: DocsRoute; embed: boolean }) {
  const { t } = useTranslation('docs');
  const create = embed ? null : (
    <AreaLink href={newDocumentPath(route)}>{t('docs.empty.action')}</AreaLink>
  );
  switch (route.view) {
    case 'folder':
      return route.folderId ? (
        <EmptyState title={t('docs.empty.folder')} text={t('docs.empty.folderText')}>
          {create}
        </EmptyState>
      ) : (
        <EmptyState title={t('docs.empty.root')} text={t('docs.empty.rootText')}>
          {create}
        </EmptyState>
      );
    case 'recent':
      return <EmptyState title={t('docs.empty.recent')}>{create}</EmptyState>;
    case 'favorite':
      return <EmptyState title={t('docs.empty.favorite')} text={t('docs.empty.favoriteText')} />;
    case 'types':
      return <EmptyState title={t('docs.empty.type')}>{create}</EmptyState>;
    case 'trash':
      return <EmptyState title={t('docs.empty.trash')} text={t('docs.empty.trashText')} />;
    case 'search':
      return (
        <SearchEmpty
          query={route.query}
          hint={t('docs.search.hint')}
          nothingFound={t('docs.alerts.nothingFound')}
          text={t('docs.empty.searchText')}
        />
      );
    default:
      return <EmptyState title={t('docs.empty.unknown')} />;
  }
}
