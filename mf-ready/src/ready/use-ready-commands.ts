import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadyFile } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import { AlertModal } from '@gramota/ui';
import { ExportModal } from './export.modal';
import { FilePreviewModal } from './file-preview.modal';
import { oneFormat, printFiles } from './print-files';

/** Actions whose server calls come in a later session: they say so, never pretend. */
export const NOT_YET_ACTIONS = [
  'messenger',
  'cloud',
  'shareMobile',
  'rename',
  'move',
  'remove',
  'restore',
  'deleteForever',
  'clearTrash',
] as const;
export type NotYetAction = (typeof NOT_YET_ACTIONS)[number];

export interface ReadyCommands {
  open(item: FileItem): void;
  openSelected(selected: FileItem[]): void;
  download(selected: FileItem[]): void;
  print(selected: FileItem[]): void;
  email(selected: FileItem[]): void;
  storage(selected: FileItem[]): void;
  notYet(action: NotYetAction): void;
}

/** What the toolbar and menus do with ready files (seed 000 §5, §8 rules before anything else). */
export function useReadyCommands(
  files: ReadonlyMap<string, ReadyFile>,
  inTrash: boolean,
): ReadyCommands {
  const { t } = useTranslation('ready');
  const { toast, showModal } = useShellApi();
  return useMemo(() => {
    const hint = (key: string, options?: Record<string, string>) =>
      toast({ text: t(`ready.alerts.${key}`, options), kind: 'info' });
    const chosen = (selected: readonly FileItem[]) =>
      selected.flatMap((item) => files.get(item.id) ?? []);
    /** The selected files, or null after telling the teacher to select something. */
    const required = (selected: readonly FileItem[]) => {
      const found = chosen(selected);
      if (found.length > 0) return found;
      hint('selectItem');
      return null;
    };
    const print = (found: readonly ReadyFile[]) => {
      if (!oneFormat(found)) return hint('printOneFormat');
      if (!printFiles(found)) hint('printBlocked');
    };
    const notYet = (action: string) => hint('notYet', { action: t(`ready.actions.${action}`) });
    const preview = (file: ReadyFile) => {
      if (inTrash) return hint('recoverBeforeOpening');
      showModal({
        title: file.filename.replace(/_/g, ' '),
        component: FilePreviewModal,
        props: { file, onPrint: (one: ReadyFile) => print([one]) },
      });
    };
    return {
      open: (item) => {
        const file = files.get(item.id);
        if (file) preview(file);
      },
      openSelected: (selected) => {
        const found = required(selected);
        if (found?.[0]) preview(found[0]);
      },
      download: (selected) => {
        const found = required(selected);
        if (found)
          showModal({
            title: t('ready.exportTitle'),
            component: ExportModal,
            props: { files: found },
          });
      },
      print: (selected) => {
        const found = required(selected);
        if (found) print(found);
      },
      email: (selected) => {
        const found = required(selected);
        if (!found) return;
        if (found.length > 1) return hint('emailOneFile');
        notYet('email');
      },
      storage: (selected) => {
        const found = required(selected);
        if (!found) return;
        // Seed 000 §5: free files never go to storage; one free file in the selection stops it.
        if (found.some((file) => file.free === '1'))
          return void showModal({
            title: t('ready.alerts.errorTitle'),
            component: AlertModal,
            props: { text: t('ready.alerts.needPro') },
          });
        notYet('storage');
      },
      notYet,
    };
  }, [files, inTrash, showModal, t, toast]);
}
