import type { ReactNode } from 'react';
import styles from './area-page.module.css';

interface AreaPageProps {
  /** Page id from the route; e2e tests and styles find the area by it. */
  page: string;
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every area screen sits in: a heading row and the content. */
export function AreaPage({ page, title, actions, children }: AreaPageProps) {
  return (
    <section className={styles.page} data-area={page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.content}>{children}</div>
    </section>
  );
}
