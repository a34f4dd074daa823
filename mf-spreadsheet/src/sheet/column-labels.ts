import type { Translate } from '@gramota/ui';
/**
 * What each column's header says (issue 29). An assigned column shows the header it came with
 * and the key it fills ('ФИО → %Фамилия и имя участника'), its place when several columns are
 * joined into the key ('(1/2)'), and the case its names are printed in ('· кому?'). The grid draws
 * the same words under the header buttons that carry them.
 */
import type { SpreadsheetColumn, SpreadsheetTable } from '@gramota/contracts';
import { keyColumns, sourceHeader } from './column-pool';
import { keyOptions } from './key-options';
import { columnKey, keyTitle } from '../model/layout';
import { runtimeT } from '@gramota/ui';

/** The library's own column letters: A, B … Z, AA, AB … (column 0 is A). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index; rest >= 0; rest = Math.floor(rest / 26) - 1)
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
  return letters;
}

/** Header texts compare without case, spaces, 'ё' or a leading '%': 'фио' names 'ФИО'. */
const sameName = (a: string, b: string) => {
  const plain = (text: string) =>
    text.replace(/^\s*%/, '').toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, '');
  return plain(a) === plain(b);
};

/** The header of column `index` as the teacher reads it. */
export function headerLabel(
  table: Pick<SpreadsheetTable, 'columns' | 'settings'>,
  index: number,
  t: Translate,
): string {
  const column: SpreadsheetColumn | undefined = table.columns[index];
  if (!column || column.type === 'pad') return '';
  if (column.type === 'check') return '✓';
  const key = columnKey(column);
  if (key === null) return String(column.title ?? '');
  const source = sourceHeader(column);
  let label = source && !sameName(source, key) ? `${source} → ${keyTitle(key)}` : keyTitle(key);
  const joined = keyColumns(table, key);
  if (joined.length > 1) label += ` (${joined.indexOf(index) + 1}/${joined.length})`;
  const grammar = keyOptions(table.settings, key).grammar;
  if (grammar)
    label += ` · ${runtimeT(t)(`spreadsheet:spreadsheet.grammar.${grammar.language}.${grammar.case}.question`)}`;
  return label;
}

/** Every column's header (column 0 '✓', padding ''). */
export const headerLabels = (
  table: Pick<SpreadsheetTable, 'columns' | 'settings'>,
  t: Translate,
): string[] => table.columns.map((_, index) => headerLabel(table, index, t));
