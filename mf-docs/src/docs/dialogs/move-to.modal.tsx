import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_FOLDER } from '@gramota/contracts';
import { Button, formatDisplayName, useSubmitGuard } from '@gramota/ui';
import { useUserKey } from '../../common/use-user-key';
import { HomeIcon } from '../../common/icons.component';
import { useDocsGetQuery } from '../docs.api';
import styles from './move-to.modal.module.css';

export interface MoveToModalProps {
  /** Folders being moved: they and everything inside them are not offered. */
  movingFolderIds: readonly string[];
  /** Where the items are now (null: root), when they all share one folder. */
  currentFolderId: string | null | undefined;
  move: (folderId: string | null) => Promise<void>;
  close: () => void;
}

/** "Move to…": browse the folders, then move the selection into the one shown. */
export function MoveToModal({ movingFolderIds, currentFolderId, move, close }: MoveToModalProps) {
  const { t } = useTranslation(['docs', 'common']);
  const userKey = useUserKey();
  const { busy, guard } = useSubmitGuard();
  const [folderId, setFolderId] = useState<string | null>(null);
  const { data, isFetching } = useDocsGetQuery(
    { userKey: userKey ?? '', query: { folder: folderId ?? ROOT_FOLDER } },
    { skip: !userKey },
  );
  const folders = Object.values(data?.folders ?? {})
    .filter((folder) => !movingFolderIds.includes(folder.id))
    .sort((first, second) => first.name.localeCompare(second.name, undefined, { numeric: true }));
  const path = [{ id: null as string | null, name: t('docs:docs.root') }, ...(data?.path ?? [])];
  const here = folderId === (currentFolderId ?? null);

  return (
    <div className={styles.picker} data-testid="move-dialog">
      <nav className={styles.path} aria-label={t('common:fileBrowser.path')}>
        {path.map((entry, index) => (
          <span key={entry.id ?? 'root'} className={styles.crumbWrap}>
            {index > 0 ? <span className={styles.separator}>/</span> : null}
            <button
              type="button"
              className={styles.crumb}
              disabled={index === path.length - 1}
              onClick={() => setFolderId(entry.id)}
            >
              {index === 0 ? <HomeIcon width={14} height={14} /> : null}
              {formatDisplayName(entry.name)}
            </button>
          </span>
        ))}
      </nav>
      <ul className={styles.list} aria-busy={isFetching}>
        {folders.length === 0 && !isFetching ? (
          <li className={styles.none}>{t('docs:docs.move.noFolders')}</li>
        ) : null}
        {folders.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              className={styles.folder}
              data-folder-id={folder.id}
              aria-label={t('docs:docs.move.into', { name: folder.name })}
              onClick={() => setFolderId(folder.id)}
            >
              <span className={styles.folderIcon} aria-hidden="true" />
              {formatDisplayName(folder.name)}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {here ? <span className={styles.current}>{t('docs:docs.move.current')}</span> : null}
        <Button onClick={close} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="primary"
          busy={busy}
          disabled={here || isFetching}
          data-testid="move-here"
          onClick={() =>
            void guard(async () => {
              await move(folderId);
              close();
            })
          }
        >
          {t('docs:docs.move.here')}
        </Button>
      </div>
    </div>
  );
}
