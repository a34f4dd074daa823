/**
 * What a render replaced (contracts RenderNote): the engine reports codes with their params, the
 * editor translates them, and the English sentence of each (logs, RenderOutput.replaced) is
 * written here only.
 */
import type { RenderNote } from '@gramota/contracts';

/** The plain English sentence of a note. */
export function renderNoteText(note: RenderNote): string {
  const { name = '', fallback = '' } = note;
  switch (note.code) {
    case 'font_unavailable':
      return `Font "${name}" is not available; ${fallback} was used instead.`;
    case 'font_file_missing':
      return `A font file (${name}) was not found; a fallback font may show instead.`;
    case 'picture_missing':
      return `The picture "${name}" was not found; the document was made without it.`;
    case 'stamp_missing':
      return 'A stamp or signature was not found; the document was made without it.';
    case 'qr_invalid':
      return 'A QR code holds an invalid link; the document was made without it.';
    case 'foreign_file':
      return `"${name}" is not a file of this site; the document was made without it.`;
    case 'format_unknown':
      return `Page format "${name}" is unknown; ${fallback} was used instead.`;
    case 'margins_unreadable':
      return 'The page margins could not be read; no margins were used.';
    case 'pages_cut':
      return `The document is ${note.total ?? ''} pages long; only the first ${note.pages ?? ''} were made into the file.`;
  }
}

/**
 * The notes of one render in the order they came, each once: a page asks for the same missing
 * picture as often as it shows it, and the teacher is told once.
 */
export class RenderNoteList {
  private readonly byText = new Map<string, RenderNote>();

  constructor(notes: readonly RenderNote[] = []) {
    for (const note of notes) this.add(note);
  }

  add(note: RenderNote): void {
    const text = renderNoteText(note);
    if (!this.byText.has(text)) this.byText.set(text, note);
  }

  get notes(): RenderNote[] {
    return [...this.byText.values()];
  }

  get texts(): string[] {
    return [...this.byText.keys()];
  }
}
