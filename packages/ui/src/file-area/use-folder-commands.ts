import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCS_LIMITS,
  ROOT_FOLDER,
  isShareArea,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
} from '@gramota/contracts';
import { ConfirmDialog } from '../components/confirm-dialog.component';
import { createNotify, type NotifyShell } from '../components/notify';
import type { NameFormProps } from '../dialogs/name-form.component';
import { NameForm } from '../dialogs/name-form.lazy';
import { runtimeT } from '../i18n/translate';
import type { FileItem } from '../file-browser/file-browser.types';
import { selectionReference } from '../file-browser/selection-reference';
import { areaErrorMessage } from './area-error-message';
import type { FolderCommandTexts } from './folder-command-texts';
import { parentIn, recordOf, type ListedRecords } from './listed-records';
import type { FolderListing } from './folder-listing';
import { MoveToModal } from './move-to.lazy';
import { openShare } from './share/open-share';
import type { ShareCalls } from './share/share-calls';

/** The file areas sharing folders, the trash and the form actions /api/{view}-{type}-{action}/. */
export type FileAreaView = 'docs' | 'ready' | 'storage' | 'drive' | 'workshop';

/** The part of the shell API the commands use (shell-api's ShellApi satisfies it). */
export type FileAreaShell = NotifyShell;

/** One call of the view's form action (an RTK Query mutation trigger). */
export type FormActionCall = (args: {
  type: DocsContextType;
  action: DocsFormAction;
  body: Record<string, string>;
}) => { unwrap(): Promise<DocsFormAnswer> };

export interface FolderCommandsOptions {
  /** The view: its namespace holds the error texts (`{view}:errors.*`). */
  view: FileAreaView;
  /** The area's words: folderCommandTexts(its overrides of the kit's). */
  texts: FolderCommandTexts;
  shell: FileAreaShell;
  formAction: FormActionCall;
  /** In-area navigation. */
  go: (url: string) => void;
  inTrash: boolean;
  /** The folder shown (null: root); undefined in views that gather items from many folders. */
  folderId: string | null | undefined;
  /** The area's listed files and folders by id: where each item is, and its access. */
  records?: ListedRecords;
  /** Where an item is now, when the area knows it otherwise than by `records`. */
  parentOf?: (item: FileItem) => string | null | undefined;
  /** The area's share calls, for the areas that share (the command `share`). */
  share?: ShareCalls;
  /** Where a restored item is shown when the answer names no location (seed 000 §4). */
  restoreLocation: string;
  /** The in-area address of a folder (null: root). */
  folderPath: (folderId: string | null) => string;
  /** Opens a file (not a folder) outside the trash. */
  openFile: (item: FileItem) => void;
  /** The view's root name in the move-to dialog and the hook listing one of its folders. */
  rootName: string;
  useFolderListing: (folderId: string | null) => FolderListing;
  /** The name a rename starts from (default: the listed name). */
  nameOf?: (item: FileItem) => string;
}

/**
 * New folder, rename, move, to trash, restore, delete forever and clear trash of any file area
 * (seed 000 §4 lifecycle, §7 form actions), with the seeds' alerts for a missing selection or an
 * item opened in the trash (§8), a toast for what was done or refused, and a confirmation before
 * anything is deleted forever.
 */
export function useFolderCommands(options: FolderCommandsOptions) {
  // The keys come from the area's texts table (folder-command-texts.ts), made at run time.
  const { t: checkedT } = useTranslation([options.view, 'common']);
  const t = runtimeT(checkedT);
  const { view, texts, shell, formAction, go, inTrash, folderId, records, restoreLocation } =
    options;
  const { folderPath, openFile, rootName, useFolderListing, nameOf, share } = options;
  const customParentOf = options.parentOf;

  return useMemo(() => {
    const notify = createNotify(shell, t('common:alerts.errorTitle'));
    const hint = notify.info;
    const done = (key: keyof FolderCommandTexts['done'], count?: number) =>
      notify.success(t(texts.done[key], { count }));
    const errorMessage = (error: unknown) => areaErrorMessage(checkedT, view, error);
    /** True when something is selected; otherwise says 'Select a document or folder'. */
    const requireSelection = (items: readonly FileItem[]) => {
      if (items.length > 0) return true;
      hint(t(texts.selectItem));
      return false;
    };
    /** Runs a call; a refusal is said in a toast and nothing else happens. */
    const attempt = async <T>(task: () => Promise<T>): Promise<T | null> => {
      try {
        return await task();
      } catch (error) {
        notify.error(errorMessage(error));
        return null;
      }
    };
    const send = (
      items: readonly FileItem[],
      action: DocsFormAction,
      extra: Record<string, string> = {},
    ): Promise<DocsFormAnswer> => {
      const reference = selectionReference(items, { inTrash });
      if (!reference) return Promise.reject(new Error('empty selection'));
      return formAction({
        type: reference.type as DocsContextType,
        action,
        body: { data_id: reference.ids, ...extra },
      }).unwrap();
    };
    const confirm = (text: string, label: string, action: () => Promise<unknown>) =>
      shell.showModal({
        title: label,
        component: ConfirmDialog,
        props: {
          text,
          confirmLabel: label,
          danger: true,
          onConfirm: async () => void (await action()),
        },
      });
    const nameForm = (title: string, props: Omit<NameFormProps, 'close'>) =>
      shell.showModal({ title, component: NameForm, props });

    const parentOf =
      customParentOf ?? ((item: FileItem) => (records ? parentIn(records, item) : undefined));
    const openFolder = (id: string | null) => go(folderPath(id));
    const open = (item: FileItem) => {
      if (inTrash) return hint(t(texts.recoverBeforeOpening));
      if (item.isFolder) return openFolder(item.id);
      openFile(item);
    };
    const moveTo = async (items: readonly FileItem[], target: string | null) => {
      if (await attempt(() => send(items, 'move', { folder_id: target ?? ROOT_FOLDER })))
        done('moved', items.length);
    };

    return {
      /** The area's words, for the actions that name these commands (folderActions). */
      texts,
      requireSelection,
      attempt,
      hint,
      notify,
      open,
      openFolder,
      openSelected: (items: readonly FileItem[]) => {
        if (requireSelection(items)) open(items[0]!);
      },
      newFolder: () =>
        nameForm(t(texts.actions.newFolder), {
          initialName: t(texts.defaultFolderName),
          maxLength: DOCS_LIMITS.folderNameMax,
          label: t(texts.folderName),
          submitLabel: t(texts.create),
          errorMessage,
          onSubmit: async (name: string) => {
            await formAction({
              type: 'folder',
              action: 'folder-new',
              body: { name, parent: folderId ?? ROOT_FOLDER },
            }).unwrap();
            done('folderCreated');
          },
        }),
      rename: (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        if (items.length > 1) return hint(t(texts.renameOne));
        const item = items[0]!;
        nameForm(t(texts.actions.rename), {
          initialName: nameOf ? nameOf(item) : item.name,
          maxLength: item.isFolder ? DOCS_LIMITS.folderNameMax : DOCS_LIMITS.docNameMax,
          label: t(texts.folderName),
          submitLabel: t(texts.save),
          errorMessage,
          onSubmit: async (name: string) => {
            await send([item], 'rename', { name });
            done('renamed');
          },
        });
      },
      move: (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        const parents = new Set(items.map(parentOf));
        shell.showModal({
          title: t(texts.moveTitle),
          component: MoveToModal,
          props: {
            rootName,
            useFolderListing,
            movingFolderIds: items.filter((item) => item.isFolder).map((item) => item.id),
            currentFolderId: parents.size === 1 ? [...parents][0] : undefined,
            move: (target: string | null) => moveTo(items, target),
          },
        });
      },
      moveTo,
      trash: async (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        if (await attempt(() => send(items, 'remove'))) done('trashed', items.length);
      },
      restore: async (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        const answer = await attempt(() => send(items, 'restore'));
        if (!answer) return;
        done('restored', items.length);
        if (answer.restored_to_root?.length) hint(t(texts.done.restoredToRoot));
        // Seed 000 §4: restore returns to the view's root.
        go(answer.location ?? restoreLocation);
      },
      deleteForever: (items: readonly FileItem[]) => {
        if (!requireSelection(items)) return;
        confirm(
          t(texts.confirmDeleteForever, { count: items.length }),
          t(texts.actions.deleteForever),
          async () => {
            if (await attempt(() => send(items, 'remove-trash'))) done('deleted', items.length);
          },
        );
      },
      /** The share dialog for a selection of one access type (only in the areas that share). */
      share: (items: readonly FileItem[]) => {
        if (!share || !isShareArea(view)) return;
        if (!requireSelection(items)) return;
        openShare(items, {
          area: view,
          calls: share,
          shareTypeOf: (item) => (records ? recordOf(records, item)?.share_type : undefined),
          shell,
          t: checkedT,
        });
      },
      clearTrash: () =>
        confirm(t(texts.confirmClearTrash), t(texts.actions.clearTrash), async () => {
          const cleared = await attempt(() =>
            formAction({ type: 'trash', action: 'clear-trash', body: {} }).unwrap(),
          );
          if (cleared) done('cleared');
        }),
    };
  }, [
    t,
    checkedT,
    view,
    texts,
    shell,
    formAction,
    go,
    inTrash,
    folderId,
    records,
    customParentOf,
    share,
    restoreLocation,
    folderPath,
    openFile,
    rootName,
    useFolderListing,
    nameOf,
  ]);
}

export type FolderCommands = ReturnType<typeof useFolderCommands>;
