import type { ReactNode } from 'react';
import { RoutedLink } from './routed-link.component';
import styles from './views-nav.module.css';

/** One tab of a file list's navigation: a link to a view (or a type) of the list. */
export interface NavTab {
  /** Stable id; the link carries it as data-view (ViewsNav) or data-type (TypeTabsNav). */
  key: string;
  href: string;
  /** Already translated. */
  label: string;
  active: boolean;
  icon?: ReactNode;
}

export interface NavTabsProps {
  /** The navigation's accessible name (already translated). */
  label: string;
  tabs: readonly NavTab[];
  /** In-app navigation of a plain click (see RoutedLink). */
  onNavigate: (href: string) => void;
}

const KINDS = {
  view: { nav: styles.views, tab: styles.view, active: styles.active },
  type: { nav: styles.types, tab: styles.type, active: styles.typeActive },
};

function TabsNav({ kind, label, tabs, onNavigate }: NavTabsProps & { kind: keyof typeof KINDS }) {
  const classes = KINDS[kind];
  return (
    <nav className={classes.nav} aria-label={label}>
      {tabs.map(({ key, href, label: text, active, icon }) => (
        <RoutedLink
          key={key}
          href={href}
          onNavigate={onNavigate}
          className={active ? `${classes.tab} ${classes.active}` : classes.tab}
          aria-current={active ? 'page' : undefined}
          {...{ [`data-${kind}`]: key }}
        >
          {icon}
          {text}
        </RoutedLink>
      ))}
    </nav>
  );
}

/** The views of a file list (My documents, Ready files: all, by type, trash...) as a tab strip. */
export function ViewsNav(props: NavTabsProps) {
  return <TabsNav kind="view" {...props} />;
}

/** The document-type tabs of a by-type view (seed 000 §2: g, d, c, b, s, p, o) as pills. */
export function TypeTabsNav(props: NavTabsProps) {
  return <TabsNav kind="type" {...props} />;
}
