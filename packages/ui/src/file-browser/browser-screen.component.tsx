import type { ReactNode } from 'react';
import styles from './browser-screen.module.css';

/**
 * The column a file-list screen stands in (My documents, Ready files): views nav, notes, then the
 * FileBrowser. `view` (the route's view) is kept as data-view for styles and tests.
 */
export function BrowserScreen({ view, children }: { view: string; children?: ReactNode }) {
  return (
    <div className={styles.screen} data-view={view}>
      {children}
    </div>
  );
}

/** A note above the list: what this view is (trash, by type, embedded picker, waiting files). */
export function ScreenNote({ children }: { children?: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
