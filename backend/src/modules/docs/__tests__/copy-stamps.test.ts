import { parseDocRawContent, rawToHtml, type DocRawContent } from '@gramota/doc-content';
import { sanitizeDocContent } from '../content-sanitizer';
import { cutStamps, storedStampIds } from '../copy-stamps';

const text = (key: string, line: string) => ({
  key,
  type: 'unstyled' as const,
  text: line,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
});
const object = (key: string, entity: number) => ({
  key,
  type: 'atomic' as const,
  text: ' ',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [{ offset: 0, length: 1, key: entity }],
});
const stamp = (stampId: string) => ({
  type: 'STAMP' as const,
  mutability: 'IMMUTABLE' as const,
  data: { stampId, kind: 'stamp' as const, width: 150, float: 'right' as const },
});

/** The text a doc-set of `raw` stores: the content as parsed, and its HTML. */
function stored(raw: DocRawContent) {
  const parsed = parseDocRawContent(JSON.stringify(raw));
  if (!parsed.ok) throw new Error(parsed.error);
  return {
    raw: JSON.stringify(parsed.value),
    content: sanitizeDocContent(rawToHtml(parsed.value, { pro: true })),
  };
}

const everyStampOf = (ids: string[]) => (id: string) => ids.includes(id);

describe('cutStamps (a copy without the stamps its maker may not place)', () => {
  const raw: DocRawContent = {
    blocks: [
      text('a', 'Diploma'),
      object('b', 0),
      // An empty table right after the stamp: no text, no picture, and still not the stamp's.
      object('c', 1),
      object('d', 2),
      text('e', 'Signed'),
    ],
    entityMap: {
      0: stamp('signature-1'),
      1: {
        type: 'TABLE',
        mutability: 'IMMUTABLE',
        data: { rows: [['', '']], border: 1 },
      },
      2: stamp('seal-1'),
    },
  };

  it('finds the stamps of the content and of its HTML', () => {
    expect(storedStampIds(stored(raw))).toEqual(['signature-1', 'seal-1']);
  });

  it('takes a stamp out of both, leaving the HTML the cut content makes', () => {
    const cut = cutStamps(stored(raw), everyStampOf(['signature-1']));
    expect(cut.removed).toEqual(['signature-1']);
    const expected: DocRawContent = {
      blocks: raw.blocks.filter((block) => block.key !== 'b'),
      entityMap: { 1: raw.entityMap[1]!, 2: raw.entityMap[2]! },
    };
    expect(cut.raw).toBe(stored(expected).raw);
    expect(cut.content).toBe(stored(expected).content);
    expect(cut.content).toContain('<table');
    expect(parseDocRawContent(cut.raw!).ok).toBe(true);
  });

  it('takes out several stamps, side by side or apart, and nothing else', () => {
    const twice: DocRawContent = {
      blocks: [...raw.blocks, object('f', 3)],
      entityMap: { ...raw.entityMap, 3: stamp('signature-1') },
    };
    const cut = cutStamps(stored(twice), everyStampOf(['signature-1', 'seal-1']));
    expect(cut.removed).toEqual(['signature-1', 'seal-1']);
    const expected: DocRawContent = {
      blocks: [raw.blocks[0]!, raw.blocks[2]!, raw.blocks[4]!],
      entityMap: { 1: raw.entityMap[1]! },
    };
    expect(cut).toEqual({ ...stored(expected), removed: ['signature-1', 'seal-1'] });
  });

  it('answers the text as it is when nothing is left out', () => {
    const text = stored(raw);
    expect(cutStamps(text, everyStampOf(['someone-else']))).toEqual({ ...text, removed: [] });
  });

  it('leaves one empty line of a content that was only the stamp', () => {
    const only: DocRawContent = { blocks: [object('a', 0)], entityMap: { 0: stamp('seal-1') } };
    const cut = cutStamps(stored(only), everyStampOf(['seal-1']));
    expect(cut.content).toBe('');
    const parsed = parseDocRawContent(cut.raw!);
    expect(parsed.ok && parsed.value).toEqual({
      blocks: [expect.objectContaining({ type: 'unstyled', text: '' })],
      entityMap: {},
    });
  });

  it('cuts a stamp picture out of HTML that was never saved from the editor', () => {
    const content = sanitizeDocContent(
      '<p class="gr-p">Head <img src="/api/profile-stamp-file/seal-1/" alt=""> tail</p>' +
        '<p><img src="/data/templates/x.png" alt=""></p>',
    );
    expect(storedStampIds({ raw: null, content })).toEqual(['seal-1']);
    const cut = cutStamps({ raw: null, content }, everyStampOf(['seal-1']));
    expect(cut).toEqual({
      raw: null,
      content: sanitizeDocContent(
        '<p class="gr-p">Head  tail</p><p><img src="/data/templates/x.png" alt=""></p>',
      ),
      removed: ['seal-1'],
    });
  });

  it('starts from the cut HTML when the content no longer parses and names the stamp', () => {
    const text = { raw: '{"blocks":[],"stampId":"seal-1"}', content: stored(raw).content };
    expect(cutStamps(text, everyStampOf(['seal-1'])).raw).toBeNull();
    expect(cutStamps(text, everyStampOf(['signature-1'])).raw).toBe(text.raw);
  });
});
