import type { FileItem } from './file-browser.types';
import { FileCard } from './file-card.component';
import type { ItemBinding } from './use-item-bindings';
import styles from './file-grid.module.css';

interface FileGridProps {
  items: readonly FileItem[];
  bind: (item: FileItem) => ItemBinding;
  label: string;
  selecting: boolean;
  multiple: boolean;
}

/** Thumbnail view: cards in as many columns as fit. */
export function FileGrid({ items, bind, label, selecting, multiple }: FileGridProps) {
  return (
    <div className={styles.grid} role="listbox" aria-label={label} aria-multiselectable={multiple}>
      {items.map((item) => (
        <FileCard key={item.id} binding={bind(item)} selecting={selecting} />
      ))}
    </div>
  );
}
