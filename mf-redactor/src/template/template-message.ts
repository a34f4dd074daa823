import { appPaths, isTemplateId } from '@gramota/contracts';

/** The embedded gallery's message (mf-docs README "Messages to the framing page"). */
export const TEMPLATE_SELECTED = 'gramota:template-selected';

/** The gallery inside the template dialog, choosing for the editor's document (seed 001 §2). */
export const templateGalleryFrame = (docId: string) =>
  appPaths.templates({ embed: 'true', do: 'select-template', doc: docId });

/** The template id ('ru:101:0') of a `gramota:template-selected` message, or null. */
export function readTemplateSelected(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, id } = data as { type?: unknown; id?: unknown };
  return type === TEMPLATE_SELECTED && isTemplateId(id) ? id : null;
}
