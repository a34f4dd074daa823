import styles from './link-page.module.css';

/**
 * A page a share link opens: its heading and its cards, the same in every file area that has
 * such links. CSS Modules are scoped per build, so the areas take these class names instead of
 * copying rules.
 */
export const linkPageClasses = {
  page: styles.page,
  title: styles.title,
  owner: styles.owner,
  cards: styles.cards,
  card: styles.card,
  picture: styles.picture,
  name: styles.name,
  actions: styles.actions,
} as const;
