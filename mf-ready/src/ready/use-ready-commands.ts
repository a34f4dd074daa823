import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadyFile, ReadyFolder } from '@gramota/contracts';
import type { FileItem } from '@gramota/ui';
import { useShellApi } from '@gramota/shell-api';
import { useAreaNavigation } from '../common/area-link.component';
import { useDeliveryCommands } from '../delivery/use-delivery-commands';
import { ExportModal } from './export.modal';
import { FilePreviewModal } from './file-preview.modal';
import { oneFormat, printFiles } from './print-files';
import { readyPath } from './ready-route';
import { useFolderCommands } from './use-folder-commands';

export interface ReadyCommandsContext {
  files: ReadonlyMap<string, ReadyFile>;
  folders: ReadonlyMap<string, ReadyFolder>;
  inTrash: boolean;
  /** The folder shown (null: top level); undefined in views that gather files from many. */
  folderId: string | null | undefined;
  search: URLSearchParams;
}

/**
 * What the toolbar and menus do with ready files and their folders (seed 000 §5, §8 rules before
 * anything else): opening, download and print here, folders and the trash (use-folder-commands),
 * sending on (use-delivery-commands).
 */
export function useReadyCommands(context: ReadyCommandsContext) {
  const { files, inTrash, search } = context;
  const { t } = useTranslation('ready');
  const { toast, showModal } = useShellApi();
  const go = useAreaNavigation();
  const folderCommands = useFolderCommands(context);
  const delivery = useDeliveryCommands(files);

  return useMemo(() => {
    const hint = (key: string) => toast({ text: t(`ready.alerts.${key}`), kind: 'info' });
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
    const open = (item: FileItem) => {
      if (inTrash) return hint('recoverBeforeOpening');
      if (item.isFolder) return go(readyPath({ view: 'folder', folderId: item.id }, search));
      const file = files.get(item.id);
      if (!file) return;
      showModal({
        title: file.filename.replace(/_/g, ' '),
        component: FilePreviewModal,
        props: { file, onPrint: (one: ReadyFile) => print([one]) },
      });
    };
    return {
      ...folderCommands,
      ...delivery,
      open,
      openSelected: (selected: readonly FileItem[]) => {
        if (selected.length === 0) return hint('selectItem');
        open(selected[0]!);
      },
      download: (selected: readonly FileItem[]) => {
        const found = required(selected);
        if (found)
          showModal({
            title: t('ready.exportTitle'),
            component: ExportModal,
            props: { files: found },
          });
      },
      print: (selected: readonly FileItem[]) => {
        const found = required(selected);
        if (found) print(found);
      },
    };
  }, [delivery, files, folderCommands, go, inTrash, search, showModal, t, toast]);
}

export type ReadyCommands = ReturnType<typeof useReadyCommands>;
