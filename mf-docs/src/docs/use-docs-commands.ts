import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, selectionReference, type FileItem } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import { ROOT_FOLDER, type DocsFormAction, type DocsFormAnswer } from '@gramota/contracts';
import { useAreaNavigation } from '../common/area-navigation';
import { docsErrorMessage } from '../common/docs-errors';
import { DOC_PICKED, postToParent } from '../common/frame-messages';
import { useAlerts } from '../common/use-alerts';
import { useCreateFiles } from './create-files/use-create-files';
import {
  useDocsCopyMutation,
  useDocsFavoriteMutation,
  useDocsFormActionMutation,
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

const folderParam = (id: string | null) => id ?? ROOT_FOLDER;

/**
 * Everything the teacher can do to documents and folders (seed 000 §4, §7 form actions), with
 * the seeds' alerts for a missing or wrong selection (§8). Each change invalidates the lists.
 */
export function useDocsCommands(context: DocsContext) {
  const { t } = useTranslation(['docs', 'common']);
  const shellApi = useShellApi();
  const go = useAreaNavigation();
  const alerts = useAlerts();
  const [formAction] = useDocsFormActionMutation();
  const [favoriteCall] = useDocsFavoriteMutation();
  const [copyCall] = useDocsCopyMutation();
  const createFiles = useCreateFiles();
  const { route, folderId, parentOf, embed, search } = context;
  const inTrash = route.view === 'trash';

  const send = useCallback(
    (
      items: readonly FileItem[],
      action: DocsFormAction,
      extra: Record<string, string> = {},
    ): Promise<DocsFormAnswer> => {
      const reference = selectionReference(items, { inTrash });
      if (!reference) return Promise.reject(new Error('empty selection'));
      return formAction({
        type: reference.type as 'doc',
        action,
        body: { data_id: reference.ids, ...extra },
      }).unwrap();
    },
    [formAction, inTrash],
  );

  /** Runs a call; a refusal is said in a toast and nothing else happens. */
  const attempt = useCallback(
    async <T>(task: () => Promise<T>): Promise<T | null> => {
      try {
        return await task();
      } catch (error) {
        alerts.failure(docsErrorMessage(t, error));
        return null;
      }
    },
    [alerts, t],
  );

  const need = useCallback(
    (items: readonly FileItem[]) => {
      if (items.length > 0) return true;
      alerts.hint(t('docs:docs.alerts.selectItem'));
      return false;
    },
    [alerts, t],
  );

  const openFolder = useCallback(
    (id: string | null) => go(docsPath({ view: 'folder', folderId: id }, search)),
    [go, search],
  );

  const open = useCallback(
    (item: FileItem) => {
      if (inTrash) return alerts.hint(t('docs:docs.alerts.recoverBeforeOpening'));
      if (item.isFolder) return openFolder(item.id);
      if (embed) {
        postToParent({ type: DOC_PICKED, id: item.id, name: item.name });
        return;
      }
      shellApi.navigate(`/app/redactor/${encodeURIComponent(item.id)}/`);
    },
    [alerts, embed, inTrash, openFolder, shellApi, t],
  );

  const openSelected = useCallback(
    (items: readonly FileItem[]) => {
      if (!need(items)) return;
      if (embed && items.some((item) => item.isFolder) && items.length > 1)
        return alerts.hint(t('docs:docs.alerts.selectDocument'));
      open(items[0]!);
    },
    [alerts, embed, need, open, t],
  );

  const newFolder = useCallback(async () => {
    const { NewFolderModal } = await import('./dialogs/new-folder.modal');
    shellApi.showModal({
      title: t('docs:docs.folderForm.newTitle'),
      component: NewFolderModal,
      props: {
        create: async (name: string) => {
          await formAction({
            type: 'folder',
            action: 'folder-new',
            body: { name, parent: folderParam(folderId ?? null) },
          }).unwrap();
          alerts.done(t('docs:docs.done.folderCreated'));
        },
      },
    });
  }, [alerts, folderId, formAction, shellApi, t]);

  const rename = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      if (items.length > 1) return alerts.hint(t('docs:errors.rename_one'));
      const item = items[0]!;
      const { RenameModal } = await import('./dialogs/rename.modal');
      shellApi.showModal({
        title: t('docs:docs.folderForm.renameTitle'),
        component: RenameModal,
        props: {
          name: item.name,
          isFolder: item.isFolder,
          rename: async (name: string) => {
            await send([item], 'rename', { name });
            alerts.done(t('docs:docs.done.renamed'));
          },
        },
      });
    },
    [alerts, need, send, shellApi, t],
  );

  const toggleFavorite = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      const on = !items.every((item) => item.favorite);
      const done = await attempt(() =>
        Promise.all(
          items.map((item) =>
            favoriteCall({ id: item.id, type: item.isFolder ? 'folder' : 'doc', on }).unwrap(),
          ),
        ),
      );
      if (done) alerts.done(t(on ? 'docs:docs.done.favoriteOn' : 'docs:docs.done.favoriteOff'));
    },
    [alerts, attempt, favoriteCall, need, t],
  );

  const copy = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      if (items.length > 1 || items[0]!.isFolder)
        return alerts.hint(t('docs:docs.alerts.selectDocument'));
      if (await attempt(() => copyCall(items[0]!.id).unwrap()))
        alerts.done(t('docs:docs.done.copied'));
    },
    [alerts, attempt, copyCall, need, t],
  );

  const moveTo = useCallback(
    async (items: readonly FileItem[], target: string | null) => {
      const answer = await attempt(() => send(items, 'move', { folder_id: folderParam(target) }));
      if (answer) alerts.done(t('docs:docs.done.moved', { count: items.length }));
    },
    [alerts, attempt, send, t],
  );

  const move = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      const parents = new Set(items.map((item) => parentOf(item.id)));
      const { MoveToModal } = await import('./dialogs/move-to.modal');
      shellApi.showModal({
        title: t('docs:docs.move.title'),
        component: MoveToModal,
        props: {
          movingFolderIds: items.filter((item) => item.isFolder).map((item) => item.id),
          currentFolderId: parents.size === 1 ? [...parents][0] : undefined,
          move: (target: string | null) => moveTo(items, target),
        },
      });
    },
    [moveTo, need, parentOf, shellApi, t],
  );

  const trash = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      if (await attempt(() => send(items, 'remove')))
        alerts.done(t('docs:docs.done.trashed', { count: items.length }));
    },
    [alerts, attempt, need, send, t],
  );

  const restore = useCallback(
    async (items: readonly FileItem[]) => {
      if (!need(items)) return;
      const answer = await attempt(() => send(items, 'restore'));
      if (!answer) return;
      alerts.done(t('docs:docs.done.restored', { count: items.length }));
      if (answer.restored_to_root?.length) alerts.hint(t('docs:docs.done.restoredToRoot'));
      // Seed 000 §4: restore returns to My documents.
      go(answer.location ?? docsPath({ view: 'folder', folderId: null }, search));
    },
    [alerts, attempt, go, need, search, send, t],
  );

  const confirm = useCallback(
    (text: string, label: string, action: () => Promise<unknown>) =>
      shellApi.showModal({
        title: label,
        component: ConfirmDialog,
        props: {
          text,
          confirmLabel: label,
          danger: true,
          onConfirm: async () => void (await action()),
        },
      }),
    [shellApi],
  );

  const deleteForever = useCallback(
    (items: readonly FileItem[]) => {
      if (!need(items)) return;
      confirm(
        t('docs:docs.confirm.deleteForever', { count: items.length }),
        t('docs:docs.actions.deleteForever'),
        async () => {
          if (await attempt(() => send(items, 'remove-trash')))
            alerts.done(t('docs:docs.done.deleted', { count: items.length }));
        },
      );
    },
    [alerts, attempt, confirm, need, send, t],
  );

  const clearTrash = useCallback(() => {
    confirm(t('docs:docs.confirm.clearTrash'), t('docs:docs.actions.clearTrash'), async () => {
      const answer = await attempt(() =>
        formAction({ type: 'trash', action: 'clear-trash', body: {} }).unwrap(),
      );
      if (answer) alerts.done(t('docs:docs.done.cleared'));
    });
  }, [alerts, attempt, confirm, formAction, t]);

  const newDocument = useCallback(() => go(newDocumentPath(route)), [go, route]);

  return useMemo(
    () => ({
      open,
      openFolder,
      openSelected,
      newDocument,
      newFolder,
      rename,
      toggleFavorite,
      copy,
      move,
      moveTo,
      trash,
      restore,
      deleteForever,
      clearTrash,
      createFiles: (items: readonly FileItem[]) => void createFiles(items),
    }),
    [
      open,
      openFolder,
      openSelected,
      newDocument,
      newFolder,
      rename,
      toggleFavorite,
      copy,
      move,
      moveTo,
      trash,
      restore,
      deleteForever,
      clearTrash,
      createFiles,
    ],
  );
}

export type DocsCommands = ReturnType<typeof useDocsCommands>;
