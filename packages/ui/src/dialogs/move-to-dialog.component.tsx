import { useTranslation } from 'react-i18next';
import { Button } from '../forms/button.component';
import { useSubmitGuard } from '../forms/use-submit-guard';
import { formatDisplayName } from '../format';
import { HomeIcon } from '../file-browser/icons.component';
import styles from './move-to-dialog.module.css';

export interface PickerFolder {
  id: string;
  name: string;
}

export interface MoveToDialogProps {
  /** The first breadcrumb's name ('My documents', 'Ready files'). */
  rootName: string;
  /** The folder shown (null: the root) and its breadcrumbs below the root. */
  folderId: string | null;
  path: readonly PickerFolder[];
  /** Subfolders of the folder shown. */
  folders: readonly PickerFolder[];
  loading: boolean;
  onOpenFolder: (id: string | null) => void;
  /** Folders being moved: they and everything inside them are not offered. */
  movingFolderIds: readonly string[];
  /** Where the items are now (null: root), when they all share one folder. */
  currentFolderId: string | null | undefined;
  move: (folderId: string | null) => Promise<void>;
  close: () => void;
}

/**
 * "Move to…" of any list of items in folders: browse the folders, then move the selection into
 * the one shown. The area loads the folders (its own list call) and passes them in.
 */
export function MoveToDialog({
  rootName,
  folderId,
  path,
  folders,
  loading,
  onOpenFolder,
  movingFolderIds,
  currentFolderId,
  move,
  close,
}: MoveToDialogProps) {
  const { t } = useTranslation('common');
  const { busy, guard } = useSubmitGuard();
  const offered = folders
    .filter((folder) => !movingFolderIds.includes(folder.id))
    .sort((first, second) => first.name.localeCompare(second.name, undefined, { numeric: true }));
  const crumbs = [{ id: null as string | null, name: rootName }, ...path];
  const here = folderId === (currentFolderId ?? null);

  return (
    <div className={styles.picker} data-testid="move-dialog">
      <nav className={styles.path} aria-label={t('fileBrowser.path')}>
        {crumbs.map((entry, index) => (
          <span key={entry.id ?? 'root'} className={styles.crumbWrap}>
            {index > 0 ? <span className={styles.separator}>/</span> : null}
            <button
              type="button"
              className={styles.crumb}
              disabled={index === crumbs.length - 1}
              onClick={() => onOpenFolder(entry.id)}
            >
              {index === 0 ? <HomeIcon width={14} height={14} /> : null}
              {formatDisplayName(entry.name)}
            </button>
          </span>
        ))}
      </nav>
      <ul className={styles.list} aria-busy={loading}>
        {offered.length === 0 && !loading ? (
          <li className={styles.none}>{t('moveDialog.noFolders')}</li>
        ) : null}
        {offered.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              className={styles.folder}
              data-folder-id={folder.id}
              aria-label={t('moveDialog.into', { name: folder.name })}
              onClick={() => onOpenFolder(folder.id)}
            >
              <span className={styles.folderIcon} aria-hidden="true" />
              {formatDisplayName(folder.name)}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {here ? <span className={styles.current}>{t('moveDialog.current')}</span> : null}
        <Button onClick={close} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="primary"
          busy={busy}
          disabled={here || loading}
          data-testid="move-here"
          onClick={() =>
            void guard(async () => {
              await move(folderId);
              close();
            })
          }
        >
          {t('moveDialog.here')}
        </Button>
      </div>
    </div>
  );
}
