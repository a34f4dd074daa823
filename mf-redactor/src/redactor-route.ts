import { templateIdFromUrl } from '@gramota/contracts';

/**
 * What /app/redactor/... opens (seed 000 §2 known routes, seed 001 §2 Document editor):
 * - /app/redactor/{docId}/ — the editor; `?template=lng-id-index` (from the gallery's
 *   select-template outside a frame) switches the document to that template on open;
 * - /app/redactor/{docId}/admin-default/{templateId} — an admin edits a template's default text
 *   through one of their documents: fields mode is off.
 */
export type RedactorRoute =
  | {
      view: 'editor';
      docId: string;
      /** Template id in colon form ('ru:101:0') to switch to on open, or null. */
      selectTemplate: string | null;
      /** Admin default mode: the template whose default text is edited, or null. */
      adminDefaultTemplate: string | null;
    }
  | { view: 'unknown' };

/** Segments after /app/redactor/ and the query string, as useRoute gives them. */
export function parseRedactorRoute(
  rest: readonly string[],
  search: URLSearchParams,
): RedactorRoute {
  const [docId, mode, templateId] = rest;
  if (!docId) return { view: 'unknown' };
  const selectTemplate = templateIdFromUrl(search.get('template') ?? '');
  if (mode === undefined)
    return { view: 'editor', docId, selectTemplate, adminDefaultTemplate: null };
  if (mode === 'admin-default' && templateId)
    return { view: 'editor', docId, selectTemplate, adminDefaultTemplate: templateId };
  return { view: 'unknown' };
}

/** The address without `?template=`: once applied, a reload must not switch the template again. */
export function withoutTemplateQuery(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('template');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
