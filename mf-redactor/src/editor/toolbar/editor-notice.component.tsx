import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorActions, useEditorView } from '../editor-context';
import styles from './toolbar.module.css';

/** How long a notice (a refused paste) stays before it hides by itself. */
export const NOTICE_MS = 8000;

/** The editor's message line under the toolbar buttons (e.g. a paste that was too long). */
export function EditorNotice() {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { notice } = useEditorView();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(actions.dismissNotice, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, actions]);

  if (!notice) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="editor-notice">
      <span>{notice}</span>
      <button
        type="button"
        className={styles.noticeClose}
        aria-label={t('editor.dismiss')}
        onClick={actions.dismissNotice}
      >
        ×
      </button>
    </div>
  );
}
