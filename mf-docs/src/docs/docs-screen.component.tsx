import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCS_LIMITS } from '@gramota/contracts';
import {
  browseCrumbs,
  browseHandlers,
  browseViewTitle,
  BrowserScreen,
  BrowseSearch,
  SearchEmpty,
  EmptyState,
  FileBrowser,
  ScreenNote,
  sortFileItems,
  type FileItem,
} from '@gramota/ui';
import {
  useNothingFoundNotice,
  useRoute,
  useShellApi,
  useUserKey,
  useBrowserPreferences,
  FileAreaScreen,
} from '@gramota/shell-api';
import { AreaLink } from '../common/area-link.component';
import { useAreaNavigation } from '../common/area-navigation';
import { contextActions, toolbarActions } from './docs-actions';
import { newestDocs, toFileItems } from './docs-items';
import { docsPath, docsQuery, newDocumentPath, parseDocsRoute, type DocsRoute } from './docs-route';
import { DocsViewsNav, TypeTabs } from './docs-views-nav.component';
import { useDocsGetQuery } from './docs.api';
import { QuickAccess } from './quick-access.component';
import { useDocsCommands } from './use-docs-commands';

/** The crumb titles of the views: docs.views.*, docs.search.title, the categories' names. */
const VIEW_TITLES = { area: 'docs:docs', types: 'docs:categories' };

/** My documents (seed 000 §2 Docs): every /app/docs/... view, and the embedded picker. */
export default function DocsScreen() {
  const { t } = useTranslation(['docs', 'common']);
  return (
    <FileAreaScreen page="docs" title={t('common:pages.docs')} permission="docs_full">
      <DocsBrowser />
    </FileAreaScreen>
  );
}

function DocsBrowser() {
  const { t, i18n } = useTranslation(['docs', 'common']);
  const { rest, search } = useRoute();
  const { embed } = useShellApi();
  const route = parseDocsRoute(rest, search);
  const userKey = useUserKey();
  const go = useAreaNavigation();
  const preferences = useBrowserPreferences('docs_view');
  const { sort, timezone } = preferences;
  const query = docsQuery(route);
  const list = useDocsGetQuery(
    { userKey: userKey ?? '', query: query ?? {} },
    { skip: !userKey || !query, refetchOnMountOrArgChange: true },
  );
  const isRoot = route.view === 'folder' && route.folderId === null;
  const recent = useDocsGetQuery(
    { userKey: userKey ?? '', query: { view: 'recent' } },
    { skip: !userKey || !isRoot },
  );
  const [selected, setSelected] = useState<FileItem[]>([]);

  const data = list.currentData;
  const items = useMemo(
    () => sortFileItems(toFileItems(data), sort, i18n.language),
    [data, sort, i18n.language],
  );
  const parentOf = useCallback(
    (id: string) => data?.docs[id]?.folder ?? data?.folders[id]?.parent,
    [data],
  );
  const folderId = route.view === 'folder' ? route.folderId : undefined;
  const commands = useDocsCommands({ route, folderId, parentOf, embed, search });
  const actionsInput = { route, commands, embed, t };
  const inTrash = route.view === 'trash';

  useNothingFoundNotice(
    route.view === 'search' ? route.query : null,
    list.isSuccess && !list.isFetching && items.length === 0,
    t('docs:docs.alerts.nothingFound'),
  );

  const path = browseCrumbs({
    atRoot: isRoot,
    rootName: t('docs:docs.root'),
    folderPath: route.view === 'folder' ? (data?.path ?? []) : null,
    view: route.view,
    viewTitle: browseViewTitle(t, route, VIEW_TITLES),
  });
  const quick = newestDocs(recent.currentData, DOCS_LIMITS.quickAccessCount);
  const showQuick = isRoot && (recent.currentData?.total_docs ?? 0) > DOCS_LIMITS.quickAccessCount;

  return (
    <BrowserScreen view={route.view}>
      <DocsViewsNav route={route} embed={embed} />
      <TypeTabs route={route} />
      {embed ? <ScreenNote>{t('docs:docs.embed.hint')}</ScreenNote> : null}
      {inTrash ? <ScreenNote>{t('docs:docs.trashNote')}</ScreenNote> : null}
      <FileBrowser
        key={docsPath(route, search)}
        items={items}
        label={t('common:pages.docs')}
        {...preferences}
        path={path}
        {...browseHandlers(commands, { items, embed, inTrash })}
        onSelectionChange={setSelected}
        contextActions={embed ? undefined : (chosen) => contextActions(actionsInput, chosen)}
        toolbarActions={toolbarActions(actionsInput, selected)}
        search={
          // Search of My documents: Enter, or a pause in typing, searches the whole account.
          <BrowseSearch
            query={route.view === 'search' ? route.query : null}
            onSearch={(sq, options) => go(docsPath({ view: 'search', query: sq }, search), options)}
            placeholder={t('docs:docs.search.placeholder')}
            label={t('docs:docs.search.label')}
            hint={t('docs:docs.search.hint')}
            testId="docs-search"
          />
        }
        quickAccess={
          showQuick ? (
            <QuickAccess
              docs={quick}
              timezone={timezone}
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
        loading={Boolean(query) && (list.isLoading || (list.isFetching && !data))}
        selectionMode={embed ? 'single' : 'multiple'}
      />
    </BrowserScreen>
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
