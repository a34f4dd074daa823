/** What the editor can select and move on the canvas: the title or one inserted picture. */
export type Target = { kind: 'title' } | { kind: 'picture'; id: number };
export type Selection = Target | null;

export const TITLE: Target = { kind: 'title' };
export const pictureTarget = (id: number): Target => ({ kind: 'picture', id });

export function sameTarget(a: Selection, b: Selection): boolean {
  if (!a || !b) return a === b;
  if (a.kind === 'title' || b.kind === 'title') return a.kind === b.kind;
  return a.id === b.id;
}
