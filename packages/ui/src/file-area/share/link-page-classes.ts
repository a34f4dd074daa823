import styles from './link-page.module.css';

/**
 * The cards of a page a share link opens, the same in every file area that has such links.
 * CSS Modules are scoped per build, so the areas take these class names instead of copying rules.
 */
export const linkPageClasses = { cards: styles.cards, card: styles.card } as const;
