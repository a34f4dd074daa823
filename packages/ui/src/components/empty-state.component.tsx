import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text?: string;
  children?: ReactNode;
}

/** What a list shows when it has nothing yet: what belongs here and how to get it. */
export function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
