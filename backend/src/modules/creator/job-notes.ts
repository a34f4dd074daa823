import { RENDER_NOTE_CODES, type RenderNote } from '@gramota/contracts';

/** creator_jobs.notes of a render's notes: null when nothing was replaced. */
export function storedNotes(notes: readonly RenderNote[]): string | null {
  return notes.length > 0 ? JSON.stringify(notes) : null;
}

const isNote = (value: unknown): value is RenderNote =>
  typeof value === 'object' &&
  value !== null &&
  (RENDER_NOTE_CODES as readonly unknown[]).includes((value as { code?: unknown }).code);

/**
 * The notes kept on a job; [] for none. A row written by another version (an unknown code, a
 * broken value) loses only what cannot be read: the file was made either way.
 */
export function readNotes(stored: string | null): RenderNote[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isNote) : [];
  } catch {
    return [];
  }
}
