import type { SpreadsheetErrorCode } from '@gramota/contracts';
import { docRowId } from '../folders';
import type { Fields } from '../../http/request-fields';
import type { AppContext } from '../../http/app-state';
import { badRequest, notFound } from './spreadsheet-errors';

export const params = (ctx: AppContext) =>
  (ctx as { params?: Record<string, string | undefined> }).params ?? {};

/** A doc id of the path or a field; anything else is the same 404 as a foreign id. */
export function docId(value: unknown): number {
  const id = typeof value === 'string' ? docRowId(value) : null;
  if (id === null) throw notFound();
  return id;
}

/** A class list id of the path: digits only, else 404. */
export function listId(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/**
 * A text field as sent (not trimmed: meta is JSON the client wrote); missing is ''. Anything but
 * text (arrays, objects from `x[]=`), or text with a NUL, is `code` naming the field.
 */
export function textField(fields: Fields, name: string, code: SpreadsheetErrorCode): string {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.includes('\u0000')) throw badRequest(code, name);
  return value;
}
