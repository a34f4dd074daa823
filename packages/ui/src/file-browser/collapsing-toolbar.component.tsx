import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileAction, FileItem } from './file-browser.types';
import { ContextMenu } from './context-menu.lazy';
import { MoreIcon } from './icons.component';
import { nextVisibleCount, TOOLBAR_RESERVE, TOOLBAR_RESTORE_ROOM } from './toolbar-collapse';
import type { Point } from './clamp-menu';
import styles from './collapsing-toolbar.module.css';

const GAP = 8;

export interface CollapsingToolbarProps {
  actions: readonly FileAction[];
  /** Handed to the chosen action. */
  selected?: readonly FileItem[];
  /** Controls kept on the right and never collapsed: search box, view switch. */
  end?: ReactNode;
  label?: string;
  /** Free width kept on the right (the `end` controls' width when that is more). */
  reserve?: number;
  /** Free width required after bringing an action back. */
  restoreRoom?: number;
}

/**
 * The area's actions in a row; when the row narrows, actions move from the right into a "more"
 * menu and come back when there is room again (seed 000 §2/§9, see toolbar-collapse.ts).
 */
export function CollapsingToolbar({
  actions,
  selected = [],
  end,
  label,
  reserve = TOOLBAR_RESERVE,
  restoreRoom = TOOLBAR_RESTORE_ROOM,
}: CollapsingToolbarProps) {
  const { t } = useTranslation('common');
  const rowRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [visible, setVisible] = useState(actions.length);
  const [menuAt, setMenuAt] = useState<Point | null>(null);

  // Re-measure when what the buttons show changes, not on every new array of the same actions.
  const signature = actions.map((action) => `${action.id}:${action.label}`).join('|');

  const recompute = useCallback(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    // Not laid out (hidden, or a test without layout): keep everything in the row.
    if (!row || !measure || row.clientWidth === 0) return setVisible(actions.length);
    const widths = Array.from(
      measure.children,
      (child) => (child as HTMLElement).offsetWidth + GAP,
    );
    const moreWidth = widths.pop() ?? 0;
    const endWidth = (endRef.current?.offsetWidth ?? 0) + GAP;
    const keep = Math.max(reserve, endWidth);
    setVisible((current) =>
      nextVisibleCount(
        {
          containerWidth: row.clientWidth,
          itemWidths: widths,
          moreWidth,
          reserve: keep,
          restoreRoom: keep + (restoreRoom - reserve),
        },
        current,
      ),
    );
  }, [actions.length, reserve, restoreRoom]);

  useLayoutEffect(() => {
    recompute();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => recompute());
    if (rowRef.current) observer.observe(rowRef.current);
    if (endRef.current) observer.observe(endRef.current);
    return () => observer.disconnect();
  }, [recompute, signature]);

  const shown = actions.slice(0, visible);
  const hidden = actions.slice(visible);
  const button = (action: FileAction, measuring = false) => (
    <button
      key={action.id}
      type="button"
      tabIndex={measuring ? -1 : undefined}
      className={[styles.action, action.primary && styles.primary, action.danger && styles.danger]
        .filter(Boolean)
        .join(' ')}
      disabled={action.disabled}
      onClick={measuring ? undefined : () => action.onSelect([...selected])}
    >
      {action.icon ? <span className={styles.icon}>{action.icon}</span> : null}
      {action.label}
    </button>
  );

  return (
    <div className={styles.toolbar} ref={rowRef}>
      <div className={styles.actions} role="group" aria-label={label ?? t('fileBrowser.toolbar')}>
        {shown.map((action) => button(action))}
        {hidden.length > 0 ? (
          <button
            ref={moreRef}
            type="button"
            className={styles.action}
            aria-haspopup="menu"
            aria-expanded={menuAt !== null}
            onClick={() => {
              if (menuAt) return setMenuAt(null);
              const rect = moreRef.current?.getBoundingClientRect();
              setMenuAt({ x: rect?.left ?? 0, y: rect?.bottom ?? 0 });
            }}
          >
            <span className={styles.icon}>
              <MoreIcon />
            </span>
            {t('fileBrowser.more')}
          </button>
        ) : null}
      </div>
      {end ? (
        <div className={styles.end} ref={endRef}>
          {end}
        </div>
      ) : null}
      <div className={styles.measure} ref={measureRef} aria-hidden="true">
        {actions.map((action) => button(action, true))}
        <button type="button" tabIndex={-1} className={styles.action}>
          <span className={styles.icon}>
            <MoreIcon />
          </span>
          {t('fileBrowser.more')}
        </button>
      </div>
      {menuAt && hidden.length > 0 ? (
        <ContextMenu
          position={menuAt}
          actions={hidden}
          selected={selected}
          label={t('fileBrowser.more')}
          anchorRef={moreRef}
          onClose={() => setMenuAt(null)}
        />
      ) : null}
    </div>
  );
}
