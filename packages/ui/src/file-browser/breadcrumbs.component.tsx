import { useTranslation } from 'react-i18next';
import { formatDisplayName } from '../format';
import type { PathEntry } from './file-browser.types';
import { ChevronIcon } from './icons.component';
import type { DragAndDrop } from './use-drag-and-drop';
import { dropKey } from './use-drag-and-drop';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** From the root to the folder shown; the last entry is the current folder. */
  path: readonly PathEntry[];
  onNavigate?: (folderId: string | null) => void;
  /** When given, the folders above the current one take dropped items. */
  dragAndDrop?: Pick<DragAndDrop, 'enabled' | 'dropTarget' | 'targetProps'>;
}

/** Where the list is: each folder above the current one opens on click and takes drops. */
export function Breadcrumbs({ path, onNavigate, dragAndDrop }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  if (path.length === 0) return null;
  return (
    <nav className={styles.breadcrumbs} aria-label={t('fileBrowser.path')}>
      <ol className={styles.list}>
        {path.map((entry, index) => {
          const current = index === path.length - 1;
          const name = entry.name.replace(/_/g, ' ');
          const dropping = dragAndDrop?.dropTarget === dropKey(entry.id) && !current;
          return (
            <li key={dropKey(entry.id)} className={styles.entry}>
              {index > 0 ? <ChevronIcon className={styles.separator} /> : null}
              {current ? (
                <span className={styles.current} aria-current="page" title={name}>
                  {formatDisplayName(entry.name)}
                </span>
              ) : (
                <button
                  type="button"
                  className={[styles.crumb, dropping && styles.dropTarget]
                    .filter(Boolean)
                    .join(' ')}
                  title={name}
                  onClick={() => onNavigate?.(entry.id)}
                  {...(dragAndDrop?.enabled ? dragAndDrop.targetProps({ id: entry.id }) : {})}
                >
                  {formatDisplayName(entry.name)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
