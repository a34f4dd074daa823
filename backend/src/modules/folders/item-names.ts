import { DOCS_LIMITS } from '@gramota/contracts';
import { badRequest } from './form-errors';

/** Anything that starts a tag, a comment, a closing tag or a processing instruction. */
const HTML_LIKE = /<[a-z!/?]/i;
// Control characters (tabs and newlines included) have no place in a one-line name.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * A folder or document name from a form: control characters become spaces, the result is
 * trimmed, must not be empty or longer than the limit, and must not look like HTML ('a < b' is
 * fine, '<b>' is not). Names are shown as text, never as HTML, but a name full of tags is a
 * mistake or an attack either way, so it is refused with a clear message rather than stored.
 */
export function checkedName(
  value: string | undefined,
  kind: 'folder' | 'doc',
  field = 'name',
): string {
  const name = (value ?? '').replace(CONTROL, ' ').trim();
  if (!name) throw badRequest('name_empty', field);
  if (kind === 'folder' && [...name].length > DOCS_LIMITS.folderNameMax)
    throw badRequest('name_too_long', field);
  if (kind === 'doc' && [...name].length > DOCS_LIMITS.docNameMax)
    throw badRequest('doc_name_too_long', field);
  if (HTML_LIKE.test(name)) throw badRequest('name_html', field);
  return name;
}

/** Cuts a name to `max` characters (by code point, so no half surrogate pairs). */
export function fitName(name: string, max: number): string {
  const characters = [...name];
  return characters.length <= max ? name : characters.slice(0, max).join('').trimEnd();
}
