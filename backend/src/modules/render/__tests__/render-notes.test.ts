import { RENDER_NOTE_CODES, type RenderNote } from '@gramota/contracts';
import { RenderNoteList, renderNoteText } from '../render-notes';

describe('renderNoteText', () => {
  it('says every kind of replacement in plain English', () => {
    const notes: Record<(typeof RENDER_NOTE_CODES)[number], RenderNote> = {
      font_unavailable: {
        code: 'font_unavailable',
        name: 'Comic Sans MS',
        fallback: 'Philosopher',
      },
      font_file_missing: { code: 'font_file_missing', name: 'pt-serif-cyrillic-400.woff2' },
      picture_missing: { code: 'picture_missing', name: 'gone.jpg' },
      stamp_missing: { code: 'stamp_missing' },
      qr_invalid: { code: 'qr_invalid' },
      foreign_file: { code: 'foreign_file', name: 'https://example.com/x.png' },
      format_unknown: { code: 'format_unknown', name: 'b7', fallback: 'A4' },
      margins_unreadable: { code: 'margins_unreadable' },
      pages_cut: { code: 'pages_cut', pages: 10, total: 14 },
    };
    expect(Object.values(notes).map(renderNoteText)).toEqual([
      'Font "Comic Sans MS" is not available; Philosopher was used instead.',
      'A font file (pt-serif-cyrillic-400.woff2) was not found; a fallback font may show instead.',
      'The picture "gone.jpg" was not found; the document was made without it.',
      'A stamp or signature was not found; the document was made without it.',
      'A QR code holds an invalid link; the document was made without it.',
      '"https://example.com/x.png" is not a file of this site; the document was made without it.',
      'Page format "b7" is unknown; A4 was used instead.',
      'The page margins could not be read; no margins were used.',
      'The document is 14 pages long; only the first 10 were made into the file.',
    ]);
  });

  it('keeps each replacement once, in the order it came', () => {
    const list = new RenderNoteList([{ code: 'picture_missing', name: 'a.png' }]);
    list.add({ code: 'stamp_missing' });
    list.add({ code: 'picture_missing', name: 'a.png' });
    list.add({ code: 'picture_missing', name: 'b.png' });
    expect(list.notes).toEqual([
      { code: 'picture_missing', name: 'a.png' },
      { code: 'stamp_missing' },
      { code: 'picture_missing', name: 'b.png' },
    ]);
    expect(list.texts).toHaveLength(3);
  });
});
