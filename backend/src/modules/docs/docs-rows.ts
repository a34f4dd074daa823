import {
  docsPaths,
  type DocFolder as DocFolderAnswer,
  type DocSummary,
  type DocType,
} from '@gramota/contracts';
import { thumbKey } from './doc-hash';
import { rawBoolean, rawNumber } from '../../shared/db-values';
import { docApiId, folderApiId, folderApiIdOrNull } from '../folders';

/** A row of DOC_LIST_COLUMNS (docs-sql.ts) as the driver returns it. */
export interface RawDocRow {
  id: number | string;
  name: string;
  folder_id: number | string | null;
  favorite: unknown;
  time: number | string;
  type: string;
  md5: string;
  edit_time: number | string;
  template_id: string;
  format: string;
  pro: unknown;
}

/** A row of FOLDER_LIST_COLUMNS. */
export interface RawFolderRow {
  id: number | string;
  name: string;
  parent_id: number | string | null;
  favorite: unknown;
  time: number | string;
}

/** A row of DOC_LIST_COLUMNS in a JSON list (DocsSql.list): the columns' values in their order. */
export type DocTuple = [
  RawDocRow['id'],
  RawDocRow['name'],
  RawDocRow['folder_id'],
  unknown,
  RawDocRow['time'],
  RawDocRow['type'],
  RawDocRow['md5'],
  RawDocRow['edit_time'],
  RawDocRow['template_id'],
  RawDocRow['format'],
  unknown,
];

/** A row of FOLDER_LIST_COLUMNS in a JSON list. */
export type FolderTuple = [
  RawFolderRow['id'],
  RawFolderRow['name'],
  RawFolderRow['parent_id'],
  unknown,
  RawFolderRow['time'],
];

export const docTuple = ([
  id,
  name,
  folder_id,
  favorite,
  time,
  type,
  md5,
  edit_time,
  template_id,
  format,
  pro,
]: DocTuple): DocSummary =>
  docSummary({
    id,
    name,
    folder_id,
    favorite,
    time,
    type,
    md5,
    edit_time,
    template_id,
    format,
    pro,
  });

export const folderTuple = ([id, name, parent_id, favorite, time]: FolderTuple): DocFolderAnswer =>
  folderSummary({ id, name, parent_id, favorite, time });

const flag = (value: unknown): '1' | '0' => (rawBoolean(value) ? '1' : '0');

export function docSummary(row: RawDocRow): DocSummary {
  const id = docApiId(rawNumber(row.id));
  return {
    id,
    name: row.name,
    folder: row.folder_id === null ? null : folderApiIdOrNull(rawNumber(row.folder_id)),
    favorite: flag(row.favorite),
    time: rawNumber(row.time),
    type: row.type as DocType,
    md5: row.md5,
    'edit-time': rawNumber(row.edit_time),
    template_id: row.template_id,
    format: row.format,
    pro: flag(row.pro),
    thumb: docsPaths.docThumb(id, thumbKey(row.md5, row.template_id)),
  };
}

export function folderSummary(row: RawFolderRow): DocFolderAnswer {
  return {
    id: folderApiId(rawNumber(row.id)),
    name: row.name,
    parent: row.parent_id === null ? null : folderApiId(rawNumber(row.parent_id)),
    favorite: flag(row.favorite),
    time: rawNumber(row.time),
  };
}
