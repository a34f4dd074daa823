import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyGrammar, SpreadsheetKeyOptions } from '@gramota/contracts';
import { useDismiss } from '@gramota/ui';
import { columnLetter } from './column-labels';
import type { ColumnChoice } from './column-pool';
import { GrammarField, SeparatorField } from './key-option-fields.component';
import { isSingleKey, keyTitle } from '../model/layout';
import type { MenuAnchor } from './sheet-grid.component';
import styles from './sheet-workspace.module.css';

export interface ColumnMenuProps {
  column: number;
  /** The column's header as shown (the menu's name). */
  header: string;
  anchor: MenuAnchor;
  /** The names this column may take (column-pool columnChoices). */
  choices: readonly ColumnChoice[];
  /** Another column's header, for 'add to «Фамилия»'. */
  columnName(index: number): string;
  /** The column is one of the active ones (it can be reset or deleted). */
  active: boolean;
  /** The options of the key this column fills; null when it fills none. */
  options: SpreadsheetKeyOptions | null;
  /** Several columns fill this column's key: the separator can be chosen. */
  joined: boolean;
  /** This column's key is document text (not E-mail or Пол): its case can be chosen. */
  declinable: boolean;
  onAssign(key: string): void;
  onNone(): void;
  onInsert(): void;
  onDelete(): void;
  onSeparator(separator: string): void;
  onGrammar(grammar: KeyGrammar | null): void;
  /** `keyboard`: closed by Escape or a key, the focus goes back to the header. */
  onClose(by: 'keyboard' | 'pointer'): void;
}

const ITEM = '[role="menuitem"]';

/**
 * The header's menu (seed 001 §4 Column assignment, issue 29): which key the column fills, a key
 * other columns fill already being a join; then, for the key it fills, the separator of a join
 * and the case its names are printed in. Arrows move along the items, Enter picks, Escape closes.
 */
export function ColumnMenu(props: ColumnMenuProps) {
  const { t } = useTranslation('spreadsheet');
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, true, () => props.onClose('pointer'));
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  // Opened: the focus is on the column's own name, else the first one.
  useEffect(() => {
    const all = items();
    (all.find((item) => item.getAttribute('aria-current') === 'true') ?? all[0])?.focus();
  }, []);

  const run = (action: () => void) => () => {
    action();
    props.onClose('keyboard');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys pressed in the menu are the menu's: the grid's window handler never sees them.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose('keyboard');
      return;
    }
    const all = items();
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]!.focus();
    }
  };

  const current = props.choices.find((choice) => choice.current)?.key ?? null;
  const showOptions = current !== null && (props.joined || props.declinable);
  return (
    <div
      ref={ref}
      className={styles.menu}
      style={{ left: props.anchor.left, top: props.anchor.top, maxHeight: props.anchor.maxHeight }}
      data-testid="column-menu"
      onKeyDown={onKeyDown}
    >
      <div className={styles.menuTitle} aria-hidden="true">
        {t('spreadsheet.column.assign')}
      </div>
      <div
        role="menu"
        aria-label={t('spreadsheet.column.menu', {
          column: columnLetter(props.column),
          header: props.header,
        })}
        className={styles.menuItems}
      >
        {props.choices.length === 0 ? (
          <div className={styles.menuNote}>{t('spreadsheet.column.emptyPool')}</div>
        ) : (
          props.choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              role="menuitem"
              aria-current={choice.current ? 'true' : undefined}
              className={choice.current ? styles.menuCurrent : undefined}
              // A document key keeps the menu open: its case (and a join's separator) come next.
              onClick={() => {
                if (choice.current) return;
                props.onAssign(choice.key);
                // A padding column's key lands on a new column: this menu's column is not it.
                if (isSingleKey(choice.key) || !props.active) props.onClose('keyboard');
              }}
            >
              <span aria-hidden="true" className={styles.menuMark}>
                {choice.current ? '✓' : ''}
              </span>
              {keyTitle(choice.key)}
              {choice.joinsWith.length > 0 && !choice.current ? (
                <span className={styles.menuJoin}>
                  {' — '}
                  {t('spreadsheet.column.joinTo', {
                    columns: choice.joinsWith.map(props.columnName).join('», «'),
                  })}
                </span>
              ) : null}
            </button>
          ))
        )}
        {props.active && current !== null ? (
          <button type="button" role="menuitem" onClick={run(props.onNone)}>
            <span aria-hidden="true" className={styles.menuMark} />
            {t('spreadsheet.column.none')}
          </button>
        ) : null}
        <hr />
        <button type="button" role="menuitem" onClick={run(props.onInsert)}>
          <span aria-hidden="true" className={styles.menuMark} />
          {t('spreadsheet.column.insert')}
        </button>
        {props.active ? (
          <button type="button" role="menuitem" onClick={run(props.onDelete)}>
            <span aria-hidden="true" className={styles.menuMark} />
            {t('spreadsheet.column.remove')}
          </button>
        ) : null}
      </div>
      {showOptions ? (
        <div className={styles.menuOptions}>
          {props.joined ? (
            <SeparatorField separator={props.options?.separator} onChange={props.onSeparator} />
          ) : null}
          {props.declinable ? (
            <GrammarField grammar={props.options?.grammar} onChange={props.onGrammar} />
          ) : null}
          <button
            type="button"
            className={styles.menuDone}
            onClick={() => props.onClose('keyboard')}
          >
            {t('spreadsheet.column.done')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
