import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCS_LIMITS,
  READY_RESTORE_LOCATION,
  ROOT_FOLDER,
  type DocsFormAction,
  type DocsFormAnswer,
  type ReadyFile,
  type ReadyFolder,
} from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { ConfirmDialog, selectionReference, type FileItem } from '@gramota/ui';
import { useAreaNavigation } from '../common/area-link.component';
import { readyErrorMessage } from '../common/ready-errors';
import { NameModal } from './dialogs/name.modal';
import { MoveToModal } from './dialogs/move-to.modal';
import { useReadyFormActionMutation } from './ready.api';

export interface FolderContext {
  files: ReadonlyMap<string, ReadyFile>;
  folders: ReadonlyMap<string, ReadyFolder>;
  inTrash: boolean;
  /** The folder shown (null: top level); undefined in views that gather files from many. */
  folderId: string | null | undefined;
}

/**
 * Folders, rename, move and the trash of Ready files (seed 000 §4 lifecycle, §7 form actions
 * /api/ready-{type}-{action}/), the way My documents does them: the shared name form and folder
 * picker, a confirmation before anything is deleted forever, the seeds' alerts for a missing
 * selection (§8), a toast for what was done or refused.
 */
export function useFolderCommands({ files, folders, inTrash, folderId }: FolderContext) {
  const { t } = useTranslation(['ready', 'common']);
  const { toast, showModal } = useShellApi();
  const go = useAreaNavigation();
  const [formAction] = useReadyFormActionMutation();

  return useMemo(() => {
    const hint = (text: string) => toast({ text, kind: 'info' });
    const done = (key: string, count?: number) =>
      toast({ text: t(`ready:ready.done.${key}`, { count }), kind: 'success', timeout: 3000 });
    const need = (items: readonly FileItem[]) => {
      if (items.length > 0) return true;
      hint(t('ready:ready.alerts.selectItem'));
      return false;
    };
    const send = (
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
    };
    /** Runs a call; a refusal is said in a toast and nothing else happens. */
    const attempt = async <T>(task: () => Promise<T>): Promise<T | null> => {
      try {
        return await task();
      } catch (error) {
        toast({ text: readyErrorMessage(t, error), kind: 'error' });
        return null;
      }
    };
    const confirm = (text: string, label: string, action: () => Promise<unknown>) =>
      showModal({
        title: label,
        component: ConfirmDialog,
        props: {
          text,
          confirmLabel: label,
          danger: true,
          onConfirm: async () => void (await action()),
        },
      });
    const parentOf = (item: FileItem) =>
      item.isFolder ? folders.get(item.id)?.parent : files.get(item.id)?.folder;

    const moveTo = async (items: readonly FileItem[], target: string | null) => {
      if (await attempt(() => send(items, 'move', { folder_id: target ?? ROOT_FOLDER })))
        done('moved', items.length);
    };

    return {
      newFolder: () =>
        showModal({
          title: t('ready:ready.folders.newTitle'),
          component: NameModal,
          props: {
            initialName: t('ready:ready.folders.defaultName'),
            maxLength: DOCS_LIMITS.folderNameMax,
            submitLabel: t('ready:ready.folders.create'),
            onSubmit: async (name: string) => {
              await formAction({
                type: 'folder',
                action: 'folder-new',
                body: { name, parent: folderId ?? ROOT_FOLDER },
              }).unwrap();
              done('folderCreated');
            },
          },
        }),
      rename: (items: readonly FileItem[]) => {
        if (!need(items)) return;
        if (items.length > 1) return hint(t('ready:errors.rename_one'));
        const item = items[0]!;
        showModal({
          title: t('ready:ready.folders.renameTitle'),
          component: NameModal,
          props: {
            // A file is renamed from the name it was made with; its filename follows on the server.
            initialName: item.isFolder ? item.name : (files.get(item.id)?.name ?? item.name),
            maxLength: item.isFolder ? DOCS_LIMITS.folderNameMax : DOCS_LIMITS.docNameMax,
            submitLabel: t('ready:ready.folders.save'),
            onSubmit: async (name: string) => {
              await send([item], 'rename', { name });
              done('renamed');
            },
          },
        });
      },
      move: (items: readonly FileItem[]) => {
        if (!need(items)) return;
        const parents = new Set(items.map(parentOf));
        showModal({
          title: t('ready:ready.folders.moveTitle'),
          component: MoveToModal,
          props: {
            movingFolderIds: items.filter((item) => item.isFolder).map((item) => item.id),
            currentFolderId: parents.size === 1 ? [...parents][0] : undefined,
            move: (target: string | null) => moveTo(items, target),
          },
        });
      },
      moveTo: (items: readonly FileItem[], target: string | null) => void moveTo(items, target),
      remove: async (items: readonly FileItem[]) => {
        if (!need(items)) return;
        if (await attempt(() => send(items, 'remove'))) done('trashed', items.length);
      },
      restore: async (items: readonly FileItem[]) => {
        if (!need(items)) return;
        const answer = await attempt(() => send(items, 'restore'));
        if (!answer) return;
        done('restored', items.length);
        if (answer.restored_to_root?.length) hint(t('ready:ready.done.restoredToRoot'));
        // Seed 000 §4: restore returns to Ready files.
        go(answer.location ?? READY_RESTORE_LOCATION);
      },
      deleteForever: (items: readonly FileItem[]) => {
        if (!need(items)) return;
        confirm(
          t('ready:ready.confirm.deleteForever', { count: items.length }),
          t('ready:ready.actions.deleteForever'),
          async () => {
            if (await attempt(() => send(items, 'remove-trash'))) done('deleted', items.length);
          },
        );
      },
      clearTrash: () =>
        confirm(
          t('ready:ready.confirm.clearTrash'),
          t('ready:ready.actions.clearTrash'),
          async () => {
            const cleared = await attempt(() =>
              formAction({ type: 'trash', action: 'clear-trash', body: {} }).unwrap(),
            );
            if (cleared) done('cleared');
          },
        ),
    };
  }, [files, folders, folderId, formAction, go, inTrash, showModal, t, toast]);
}

export type FolderCommands = ReturnType<typeof useFolderCommands>;
