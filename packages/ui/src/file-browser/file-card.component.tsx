import { useId } from 'react';
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
  const dateId = useId();
  const tagId = useId();
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
      aria-describedby={item.tag ? `${dateId} ${tagId}` : dateId}
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
        {item.tag ? (
          <span
            id={tagId}
            className={item.tag.tone === 'accent' ? `${styles.tag} ${styles.accent}` : styles.tag}
            title={item.tag.title}
          >
            {item.tag.text}
          </span>
        ) : null}
      </span>
      <div className={styles.caption}>
        <span className={styles.text}>
          <span className={styles.name} title={fullName}>
            {formatDisplayName(item.name)}
          </span>
          {/*
            The option is named by the file's name (what a teacher says to pick it, WCAG 2.5.3);
            the date is its description, drawn from data-date so it is no part of the name.
          */}
          <span id={dateId} className={styles.date} data-date={dateText} />
        </span>
        {/*
          A pointer's way to the item's menu, as the checkbox is to selection: a control inside an
          option is one that screen readers cannot reach, and the keyboard has Shift+F10 instead.
        */}
        {onMore ? (
          <span
            className={styles.more}
            aria-hidden="true"
            title={t('fileBrowser.actionsFor', { name: fullName })}
            onClick={onMore}
            onDoubleClick={stop}
          >
            <MoreIcon />
          </span>
        ) : null}
      </div>
    </div>
  );
}

function stop(event: { stopPropagation: () => void }) {
  event.stopPropagation();
}
