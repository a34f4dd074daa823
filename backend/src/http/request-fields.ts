import { BadRequestError } from '../errors';
import type { AppContext } from './app-state';

export type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed JSON or form body as an object; anything else (no body, an array...) is `{}`. */
export function bodyFields(ctx: AppContext): Fields {
  const body: unknown = ctx.request.body;
  return isFields(body) ? body : {};
}

/** The query string as an object (repeated keys become arrays, which the field readers refuse). */
export function queryFields(ctx: AppContext): Fields {
  return ctx.query as Fields;
}

/**
 * An optional text field: undefined when absent, trimmed text otherwise. Numbers are accepted as
 * text (JSON clients send ids as numbers); anything else, or text with a NUL character, is a 400
 * naming the field.
 */
export function optionalText(fields: Fields, name: string, maxLength = 1000): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new BadRequestError(`${name} must be text`, name);
  // No field takes a NUL, and PostgreSQL fails on one in text (a 500 instead of this 400).
  if (value.includes('\u0000'))
    throw new BadRequestError(`${name} contains a character that is not allowed`, name);
  const text = value.trim();
  if (text.length > maxLength) throw new BadRequestError(`${name} is too long`, name);
  return text;
}

/** A required text field: present and not empty. */
export function requiredText(fields: Fields, name: string, maxLength = 1000): string {
  const text = optionalText(fields, name, maxLength);
  if (!text) throw new BadRequestError(`${name} is required`, name);
  return text;
}
