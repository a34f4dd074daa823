/**
 * The join proposed after an import (issue 29): a list with separate surname, first name (and
 * patronymic) columns, and a document with a pupil's name field no column fills yet, gets the
 * question «Соединить Фамилия + Имя в поле «Фамилия и имя участника»?». Nothing is joined unless
 * the teacher says so; accepting gives the key to those columns, which the run joins in column
 * order with the key's separator (settings.keys[key].separator, a space by default).
 */
import type { SpreadsheetColumn, SpreadsheetTable } from '@gramota/contracts';
import { namePart, type NamePart } from './header-names';
import { activeColumns, columnKey, keyColumn, withSettings } from '../model/layout';
import { isPersonNameKey } from './name-field';

/** A column the join would take: its index in the table and the header it came with. */
export interface JoinColumn {
  index: number;
  header: string;
}

export interface JoinProposal {
  /** The document's name field. */
  key: string;
  /** Surname and first name, in the table's order (the order they are joined in). */
  short: JoinColumn[];
  /** With the patronymic too, in the table's order; null when the list has no such column. */
  full: JoinColumn[] | null;
}

/** The header a column came with: its source, or an unassigned imported column's title. */
const ownHeader = (column: SpreadsheetColumn) =>
  column.source ?? (column.type === 'text' ? column.title : '');

/** The join to propose for `table`, or null (no separate name columns, or no free name field). */
export function proposeJoin(table: SpreadsheetTable, keys: readonly string[]): JoinProposal | null {
  const used = new Set(table.columns.map(columnKey).filter((key) => key !== null));
  const key = keys.find((candidate) => isPersonNameKey(candidate) && !used.has(candidate));
  if (key === undefined) return null;
  const parts = new Map<NamePart, JoinColumn>();
  activeColumns(table.columns).forEach((column, offset) => {
    // Columns given a key already (the teacher's or the import's) are not proposed again.
    if (columnKey(column) !== null) return;
    const header = ownHeader(column);
    const part = header ? namePart(header) : null;
    if (part && !parts.has(part)) parts.set(part, { index: offset + 1, header });
  });
  const surname = parts.get('surname');
  const first = parts.get('first');
  if (!surname || !first) return null;
  const inOrder = (columns: JoinColumn[]) => [...columns].sort((a, b) => a.index - b.index);
  const patronymic = parts.get('patronymic');
  return {
    key,
    short: inOrder([surname, first]),
    full: patronymic ? inOrder([surname, first, patronymic]) : null,
  };
}

/** The proposal accepted: each of `columns` fills the key, keeping the header it came with. */
export function acceptJoin(
  table: SpreadsheetTable,
  key: string,
  columns: readonly JoinColumn[],
): SpreadsheetTable {
  const chosen = new Set(columns.map((column) => column.index));
  return withSettings({
    ...table,
    columns: table.columns.map((column, index) => {
      if (!chosen.has(index)) return column;
      const source = ownHeader(column);
      const named = keyColumn(key, column.width);
      return source ? { ...named, source } : named;
    }),
  });
}
