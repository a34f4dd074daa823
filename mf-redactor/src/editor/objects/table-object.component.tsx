import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_CLASSES, DOC_CSS_VARS } from '@gramota/doc-style';
import { DOC_CONTENT_LIMITS } from '@gramota/doc-content';
import type { ObjectData } from '../content/object-types';
import {
  addColumn,
  addRow,
  removeColumn,
  removeRow,
  setCell,
  type CellAddress,
} from '../content/table-model';
import { useEditorActions, useEditorView } from '../editor-context';
import { EditorIsland } from './editor-island.component';
import { PlainTextEditable } from './plain-text-editable.component';
import { TableBar } from './table-bar.component';
import { useObjectCommands } from './use-object-commands';
import styles from './objects.module.css';

type TableData = ObjectData<'TABLE'>;

interface TableObjectProps {
  blockKey: string;
  data: TableData;
}

const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

/**
 * A real <table class="gr-table"> whose cells are small plain-text fields. While a cell has the
 * keyboard the document text is read-only (draft-js TeX example), so keys stay in the cell.
 */
export function TableObject({ blockKey, data }: TableObjectProps) {
  const { t } = useTranslation('redactor');
  const actions = useEditorActions();
  const { selectedObject, props } = useEditorView();
  const commands = useObjectCommands(blockKey, 'TABLE');
  const [activeCell, setActiveCell] = useState<CellAddress | null>(null);
  const selected = selectedObject === blockKey && !props.readOnly;
  const rowCount = data.rows.length;
  const columnCount = data.rows[0]?.length ?? 0;
  const at: CellAddress = activeCell ?? { row: rowCount - 1, column: columnCount - 1 };

  const classes = [DOC_CLASSES.table, data.border === 0 && DOC_CLASSES.tableNoBorder, styles.table];
  const tableStyle = { [DOC_CSS_VARS.tableBorder]: `${data.border}px` } as CSSProperties;

  return (
    <EditorIsland blockKey={blockKey} className={styles.tableFrame}>
      {selected ? (
        <TableBar
          canAddRow={rowCount < DOC_CONTENT_LIMITS.table.maxRows}
          canRemoveRow={rowCount > 1}
          canAddColumn={columnCount < DOC_CONTENT_LIMITS.table.maxColumns}
          canRemoveColumn={columnCount > 1}
          onAddRow={() => {
            commands.change((table) => addRow(table, at.row));
            setActiveCell({ row: at.row + 1, column: at.column });
          }}
          onRemoveRow={() => {
            commands.change((table) => removeRow(table, at.row));
            setActiveCell({ row: Math.max(0, at.row - 1), column: at.column });
          }}
          onAddColumn={() => {
            commands.change((table) => addColumn(table, at.column));
            setActiveCell({ row: at.row, column: at.column + 1 });
          }}
          onRemoveColumn={() => {
            commands.change((table) => removeColumn(table, at.column));
            setActiveCell({ row: at.row, column: Math.max(0, at.column - 1) });
          }}
          onBorder={() => actions.openDialog({ kind: 'table-border', blockKey })}
          onRemove={commands.remove}
        />
      ) : null}
      <table
        className={classes.filter(Boolean).join(' ')}
        style={tableStyle}
        data-testid="object-table"
        onClick={() => !props.readOnly && actions.selectObject(blockKey)}
      >
        <tbody>
          {data.rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((text, column) => {
                const width = row === 0 ? data.widths?.[column] : undefined;
                return (
                  <td
                    key={column}
                    style={width === undefined ? undefined : { width: percent(width) }}
                  >
                    <PlainTextEditable
                      className={styles.cell}
                      value={text}
                      editable={!props.readOnly}
                      label={t('editor.tableBar.cell', { row: row + 1, col: column + 1 })}
                      testId={`table-cell-${row}-${column}`}
                      onEditingChange={(editing) => {
                        actions.setObjectEditing(blockKey, editing);
                        if (editing) {
                          setActiveCell({ row, column });
                          actions.selectObject(blockKey);
                        }
                      }}
                      onCommit={(value) =>
                        commands.change((table) => setCell(table, { row, column }, value))
                      }
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </EditorIsland>
  );
}
