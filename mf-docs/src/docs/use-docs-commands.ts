import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { folderCommandTexts, folderListing, useFolderCommands, type FileItem } from '@gramota/ui';
import { useShellApi, useUserKey } from '@gramota/shell-api';
import { appPaths, ROOT_FOLDER } from '@gramota/contracts';
import { useAreaNavigation } from '../common/area-navigation';
import { DOC_PICKED, postToParent } from '../common/frame-messages';
import { useCreateFiles } from './create-files/use-create-files';
import {
  useDocsCopyMutation,
  useDocsFavoriteMutation,
  useDocsFormActionMutation,
  useDocsGetQuery,
} from './docs.api';
import { docsPath, newDocumentPath, type DocsRoute } from './docs-route';

export interface DocsContext {
  route: DocsRoute;
  /** The folder shown (null: root); undefined in views that gather items from many folders. */
  folderId: string | null | undefined;
  /** Each listed item's parent folder, to know where a selection is now. */
  parentOf: (id: string) => string | null | undefined;
  embed: boolean;
  search: URLSearchParams;
}

/** Where My documents word the folder and trash commands otherwise than the kit. */
const DOCS_FOLDER_TEXTS = folderCommandTexts({
  recoverBeforeOpening: 'docs:docs.alerts.recoverBeforeOpening',
  actions: { move: 'docs:docs.actions.move', remove: 'docs:docs.actions.remove' },
  confirmDeleteForever: 'docs:docs.confirm.deleteForever',
  confirmClearTrash: 'docs:docs.confirm.clearTrash',
  done: { restoredToRoot: 'docs:docs.done.restoredToRoot' },
});

/** One folder of My documents for the move-to dialog. */
function useDocsFolderListing(folderId: string | null) {
  const userKey = useUserKey();
  return folderListing(
    useDocsGetQuery(
      { userKey: userKey ?? '', query: { folder: folderId ?? ROOT_FOLDER } },
      { skip: !userKey },
    ),
  );
}

/**
 * Everything the teacher can do to documents and folders (seed 000 §4, §7 form actions): the
 * shared folder and trash commands, and My documents' own opening, favorites, copy and files.
 */
export function useDocsCommands(context: DocsContext) {
  const { t } = useTranslation(['docs', 'common']);
  const shellApi = useShellApi();
  const go = useAreaNavigation();
  const [formAction] = useDocsFormActionMutation();
  const [favoriteCall] = useDocsFavoriteMutation();
  const [copyCall] = useDocsCopyMutation();
  const createFiles = useCreateFiles();
  const { route, folderId, parentOf, embed, search } = context;

  const folderPath = useCallback(
    (id: string | null) => docsPath({ view: 'folder', folderId: id }, search),
    [search],
  );
  const openFile = useCallback(
    (item: FileItem) => {
      if (embed) return postToParent({ type: DOC_PICKED, id: item.id, name: item.name });
      shellApi.navigate(appPaths.redactor(item.id));
    },
    [embed, shellApi],
  );
  const parentOfItem = useCallback((item: FileItem) => parentOf(item.id), [parentOf]);
  const folders = useFolderCommands({
    view: 'docs',
    texts: DOCS_FOLDER_TEXTS,
    shell: shellApi,
    formAction,
    go,
    inTrash: route.view === 'trash',
    folderId,
    parentOf: parentOfItem,
    // Seed 000 §4: restore returns to My documents.
    restoreLocation: folderPath(null),
    folderPath,
    openFile,
    rootName: t('docs:docs.root'),
    useFolderListing: useDocsFolderListing,
  });

  return useMemo(() => {
    const { requireSelection, attempt, hint } = folders;
    const done = folders.notify.success;
    return {
      ...folders,
      openSelected: (items: readonly FileItem[]) => {
        if (embed && items.some((item) => item.isFolder) && items.length > 1)
          return hint(t('docs:docs.alerts.selectDocument'));
        folders.openSelected(items);
      },
      newDocument: () => go(newDocumentPath(route)),
      toggleFavorite: async (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        const on = !items.every((item) => item.favorite);
        const changed = await attempt(() =>
          Promise.all(
            items.map((item) =>
              favoriteCall({ id: item.id, type: item.isFolder ? 'folder' : 'doc', on }).unwrap(),
            ),
          ),
        );
        if (changed) done(t(on ? 'docs:docs.done.favoriteOn' : 'docs:docs.done.favoriteOff'));
      },
      copy: async (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        if (items.length > 1 || items[0]!.isFolder)
          return hint(t('docs:docs.alerts.selectDocument'));
        if (await attempt(() => copyCall(items[0]!.id).unwrap())) done(t('docs:docs.done.copied'));
      },
      createFiles: (items: readonly FileItem[]) => void createFiles(items),
    };
  }, [copyCall, createFiles, embed, favoriteCall, folders, go, route, t]);
}

export type DocsCommands = ReturnType<typeof useDocsCommands>;
