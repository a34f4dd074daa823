import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@gramota/ui';
import styles from './sheet-workspace.module.css';

export interface ColumnMenuProps {
  column: number;
  anchor: { left: number; top: number };
  /** Names still free for this column. */
  pool: readonly string[];
  /** The column is one of the active ones (it can be reset or deleted). */
  active: boolean;
  onAssign(key: string): void;
  onNone(): void;
  onInsert(): void;
  onDelete(): void;
  onClose(): void;
}

/** The header's menu: which label the column fills (seed 001 §4 Column assignment). */
export function ColumnMenu(props: ColumnMenuProps) {
  const { t } = useTranslation('spreadsheet');
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, true, props.onClose);
  const run = (action: () => void) => () => {
    action();
    props.onClose();
  };
  return (
    <div
      ref={ref}
      className={styles.menu}
      style={{ left: props.anchor.left, top: props.anchor.top }}
      role="menu"
      aria-label={t('spreadsheet.column.menu', { column: props.column })}
      data-testid="column-menu"
    >
      <div className={styles.menuTitle}>{t('spreadsheet.column.assign')}</div>
      {props.pool.length === 0 ? (
        <div className={styles.menuNote}>{t('spreadsheet.column.emptyPool')}</div>
      ) : (
        props.pool.map((key) => (
          <button key={key} type="button" role="menuitem" onClick={run(() => props.onAssign(key))}>
            %{key}
          </button>
        ))
      )}
      {props.active ? (
        <button type="button" role="menuitem" onClick={run(props.onNone)}>
          {t('spreadsheet.column.none')}
        </button>
      ) : null}
      <hr />
      <button type="button" role="menuitem" onClick={run(props.onInsert)}>
        {t('spreadsheet.column.insert')}
      </button>
      {props.active ? (
        <button type="button" role="menuitem" onClick={run(props.onDelete)}>
          {t('spreadsheet.column.remove')}
        </button>
      ) : null}
    </div>
  );
}
