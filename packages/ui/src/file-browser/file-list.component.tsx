import { useTranslation } from 'react-i18next';
import { formatDisplayName } from '../format';
import type { FileItem, SortKey, SortState } from './file-browser.types';
import {
  CheckIcon,
  DocumentIcon,
  EyeIcon,
  FolderIcon,
  MoreIcon,
  StarIcon,
} from './icons.component';
import type { ItemBinding } from './use-item-bindings';
import styles from './file-list.module.css';

interface FileListProps {
  items: readonly FileItem[];
  bind: (item: FileItem) => ItemBinding;
  label: string;
  selecting: boolean;
  multiple: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
}

/** List view: rows with name, date of the last change and size. */
export function FileList({
  items,
  bind,
  label,
  selecting,
  multiple,
  sort,
  onSortChange,
}: FileListProps) {
  const { t } = useTranslation('common');
  // Documents have no size; an always-empty column would only take room.
  const showSize = items.some((item) => item.size !== undefined);
  const columns: { key: SortKey; label: string; className?: string }[] = [
    { key: 'name', label: t('fileBrowser.columns.name'), className: styles.nameCell },
    { key: 'time', label: t('fileBrowser.columns.changed'), className: styles.dateCell },
    ...(showSize
      ? [{ key: 'size' as const, label: t('fileBrowser.columns.size'), className: styles.sizeCell }]
      : []),
  ];
  return (
    <div
      className={[styles.list, selecting && styles.selecting, !showSize && styles.noSize]
        .filter(Boolean)
        .join(' ')}
      role="grid"
      aria-label={label}
      aria-multiselectable={multiple}
    >
      <div className={`${styles.row} ${styles.header}`} role="row">
        <span className={styles.checkCell} role="presentation" />
        {columns.map((column) => {
          const active = sort?.key === column.key;
          const ariaSort = active
            ? sort.direction === 'asc'
              ? 'ascending'
              : 'descending'
            : 'none';
          return (
            <span
              key={column.key}
              role="columnheader"
              aria-sort={sort ? ariaSort : undefined}
              className={column.className}
            >
              {onSortChange ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() =>
                    onSortChange({
                      key: column.key,
                      direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                    })
                  }
                >
                  {column.label}
                  {active ? (
                    <span aria-hidden="true">{sort.direction === 'asc' ? ' ↑' : ' ↓'}</span>
                  ) : null}
                </button>
              ) : (
                column.label
              )}
            </span>
          );
        })}
        <span className={styles.moreCell} role="presentation" />
      </div>
      {items.map((item) => (
        <FileRow key={item.id} binding={bind(item)} showSize={showSize} />
      ))}
    </div>
  );
}

function FileRow({ binding, showSize }: { binding: ItemBinding; showSize: boolean }) {
  const { t } = useTranslation('common');
  const {
    item,
    selected,
    dropTarget,
    dragging,
    dateText,
    sizeText,
    rootProps,
    onCheckbox,
    onMore,
  } = binding;
  const fullName = item.name.replace(/_/g, ' ');
  const classes = [
    styles.row,
    styles.item,
    selected && styles.selected,
    dropTarget && styles.dropTarget,
    dragging && styles.dragging,
  ];
  return (
    <div
      {...rootProps}
      role="row"
      aria-label={fullName}
      className={classes.filter(Boolean).join(' ')}
    >
      <span className={styles.checkCell} role="gridcell">
        <span className={styles.check} aria-hidden="true" onClick={onCheckbox}>
          <CheckIcon />
        </span>
      </span>
      <span className={styles.nameCell} role="gridcell">
        <span className={item.isFolder ? styles.folderIcon : styles.fileIcon}>
          {item.isFolder ? (
            <FolderIcon />
          ) : item.thumbnailUrl ? (
            <img src={item.thumbnailUrl} alt="" loading="lazy" draggable={false} />
          ) : (
            <DocumentIcon />
          )}
        </span>
        <span className={styles.name} title={fullName}>
          {formatDisplayName(item.name)}
        </span>
        {item.favorite ? (
          <span className={styles.favorite} title={t('fileBrowser.favorite')}>
            <StarIcon />
          </span>
        ) : null}
        {item.permission === 'view' ? (
          <span className={styles.viewOnly} title={t('fileBrowser.viewOnly')}>
            <EyeIcon />
          </span>
        ) : null}
        {item.tag ? (
          <span
            className={item.tag.tone === 'accent' ? `${styles.tag} ${styles.accent}` : styles.tag}
            title={item.tag.title}
          >
            {item.tag.text}
          </span>
        ) : null}
      </span>
      <span className={styles.dateCell} role="gridcell">
        {dateText}
      </span>
      {showSize ? (
        <span className={styles.sizeCell} role="gridcell">
          {sizeText}
        </span>
      ) : null}
      <span className={styles.moreCell} role="gridcell">
        {onMore ? (
          <button
            type="button"
            tabIndex={-1}
            className={styles.more}
            aria-label={t('fileBrowser.actionsFor', { name: fullName })}
            onClick={onMore}
            onDoubleClick={(event) => event.stopPropagation()}
          >
            <MoreIcon />
          </button>
        ) : null}
      </span>
    </div>
  );
}
