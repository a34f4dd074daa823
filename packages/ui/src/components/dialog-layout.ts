import styles from './dialog-layout.module.css';

/**
 * The layout of a dialog body opened in the shell's modal (the editor's creator dialogs, the
 * delivery dialogs, the file areas' modals): a column of paragraphs, a row of fields, the buttons
 * row, a quiet hint. CSS Modules are scoped
 * per build, so other packages and areas take these class names from here instead of copying the
 * rules; their own stylesheets keep only what is theirs.
 */
export const dialogClasses = {
  body: styles.body,
  actions: styles.actions,
  /** Fields or buttons side by side inside the body. */
  row: styles.row,
  muted: styles.muted,
} as const;
