import { useTranslation } from 'react-i18next';
import { formatDisplayName } from '../format';
import {
  CheckIcon,
  DocumentIcon,
  EyeIcon,
  FolderIcon,
  MoreIcon,
  StarIcon,
} from './icons.component';
import type { ItemBinding } from './use-item-bindings';
import styles from './file-card.module.css';

interface FileCardProps {
  binding: ItemBinding;
  /** Something is selected: checkboxes stay visible on every card, not only on hover. */
  selecting: boolean;
}

/** One item of the thumbnail grid: an A4-shaped preview, the name and the date. */
export function FileCard({ binding, selecting }: FileCardProps) {
  const { t } = useTranslation('common');
  const { item, selected, dropTarget, dragging, dateText, rootProps, onCheckbox, onMore } = binding;
  const fullName = item.name.replace(/_/g, ' ');
  const classes = [
    styles.card,
    selected && styles.selected,
    selecting && styles.selecting,
    dropTarget && styles.dropTarget,
    dragging && styles.dragging,
  ];
  return (
    <div
      {...rootProps}
      role="option"
      aria-label={fullName}
      className={classes.filter(Boolean).join(' ')}
    >
      <div className={item.isFolder ? `${styles.thumb} ${styles.folderThumb}` : styles.thumb}>
        {item.isFolder ? (
          <FolderIcon className={styles.folderIcon} />
        ) : item.thumbnailUrl ? (
          <img
            className={styles.image}
            src={item.thumbnailUrl}
            alt=""
            loading="lazy"
            draggable={false}
          />
        ) : (
          <DocumentIcon className={styles.placeholderIcon} />
        )}
      </div>
      <span className={styles.check} aria-hidden="true" onClick={onCheckbox} onDoubleClick={stop}>
        <CheckIcon />
      </span>
      <span className={styles.badges}>
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
      </span>
      <div className={styles.caption}>
        <span className={styles.text}>
          <span className={styles.name} title={fullName}>
            {formatDisplayName(item.name)}
          </span>
          <span className={styles.date}>{dateText}</span>
        </span>
        {onMore ? (
          <button
            type="button"
            tabIndex={-1}
            className={styles.more}
            aria-label={t('fileBrowser.actionsFor', { name: fullName })}
            onClick={onMore}
            onDoubleClick={stop}
          >
            <MoreIcon />
          </button>
        ) : null}
      </div>
    </div>
  );
}

function stop(event: { stopPropagation: () => void }) {
  event.stopPropagation();
}
