import { parseDocRawContent, utf8ByteLength } from './parse-raw-content';
import { doc, entities, objectBlock, richDoc, textBlock } from './raw-content.fixtures';
import type { RawEntity } from './raw-content';

const parse = (content: unknown) => parseDocRawContent(JSON.stringify(content));
const invalid = { ok: false, error: 'content_invalid' };
const tooLarge = { ok: false, error: 'content_too_large' };

/** A one-object document whose entity data is changed by `change`. */
function withEntity(entity: RawEntity, change: Record<string, unknown>): unknown {
  return doc([objectBlock(0)], {
    0: { ...entity, data: { ...entity.data, ...change } } as RawEntity,
  });
}

describe('parseDocRawContent: good content', () => {
  it('reads a document with one of everything, unchanged', () => {
    const content = richDoc();
    expect(parse(content)).toEqual({ ok: true, value: content });
  });

  it('reads blocks without data and ranges counted in code points', () => {
    const { data: _, ...block } = textBlock('😀 ok', {
      inlineStyleRanges: [{ offset: 2, length: 2, style: 'BOLD' }],
    });
    expect(parse(doc([block])).ok).toBe(true);
  });

  it('takes every value at the edge of its range', () => {
    const content = doc(
      [textBlock('x', { data: { marginLeft: -400, marginRight: 400, lineHeight: 0.4 } })],
      {},
    );
    expect(parse(content).ok).toBe(true);
    expect(parse(withEntity(entities.stamp, { width: 50 })).ok).toBe(true);
    expect(parse(withEntity(entities.stamp, { width: 200 })).ok).toBe(true);
    expect(parse(withEntity(entities.table, { border: 0, widths: undefined })).ok).toBe(true);
  });
});

describe('parseDocRawContent: refused content', () => {
  it('refuses what is not JSON or not the shape', () => {
    for (const json of ['', 'nope', '{', 'null', '[]', '"text"', '{"blocks":[]}']) {
      expect(parseDocRawContent(json)).toEqual(invalid);
    }
    expect(parseDocRawContent(42 as unknown as string)).toEqual(invalid);
    expect(parse({ blocks: [], entityMap: {} })).toEqual(invalid);
  });

  it('refuses unknown fields anywhere', () => {
    expect(parse({ ...richDoc(), extra: 1 })).toEqual(invalid);
    expect(parse(doc([{ ...textBlock('a'), html: '<b>' } as never]))).toEqual(invalid);
    expect(parse(doc([textBlock('a', { data: { color: 'red' } as never })]))).toEqual(invalid);
    expect(parse(withEntity(entities.image, { onerror: 'x' }))).toEqual(invalid);
  });

  it('refuses unknown block types, styles and entity types', () => {
    expect(parse(doc([textBlock('a', { type: 'header-one' as never })]))).toEqual(invalid);
    for (const style of [
      'CODE',
      'bold',
      'SIZE:11',
      'SIZE:016',
      'FONT:Comic Sans MS',
      'FONT:pt serif',
      'COLOR:#AA0000',
      'COLOR:red',
      'COLOR:#aa0000;background:url(x)',
    ]) {
      const block = textBlock('abc', { inlineStyleRanges: [{ offset: 0, length: 1, style }] });
      expect([style, parse(doc([block]))]).toEqual([style, invalid]);
    }
    const link = { type: 'LINK', mutability: 'MUTABLE', data: { url: 'https://x.y' } };
    expect(parse(doc([objectBlock(0)], { 0: link as never }))).toEqual(invalid);
    expect(
      parse(doc([objectBlock(0)], { 0: { ...entities.image, mutability: 'MUTABLE' } as never })),
    ).toEqual(invalid);
  });

  it('refuses ranges outside the text', () => {
    const range = (offset: number, length: number) =>
      doc([textBlock('😀ab', { inlineStyleRanges: [{ offset, length, style: 'BOLD' }] })]);
    expect(parse(range(0, 3)).ok).toBe(true);
    expect(parse(range(1, 3))).toEqual(invalid);
    expect(parse(range(-1, 1))).toEqual(invalid);
    expect(parse(range(0, 0))).toEqual(invalid);
    expect(parse(range(0.5, 1))).toEqual(invalid);
  });

  it('refuses entities that are missing, misplaced or on text', () => {
    expect(parse(doc([objectBlock(3)], { 0: entities.image }))).toEqual(invalid);
    expect(parse(doc([textBlock(' ', { type: 'atomic' })]))).toEqual(invalid);
    expect(parse(doc([{ ...objectBlock(0), text: 'xy' }], { 0: entities.image }))).toEqual(invalid);
    const onText = textBlock('abc', { entityRanges: [{ offset: 0, length: 1, key: 0 }] });
    expect(parse(doc([onText], { 0: entities.image }))).toEqual(invalid);
    const ownProto = JSON.stringify(doc([objectBlock(0)], { 0: entities.image })).replace(
      '"entityMap":{"0"',
      '"entityMap":{"__proto__"',
    );
    expect(ownProto).toContain('"__proto__"');
    expect(parseDocRawContent(ownProto)).toEqual(invalid);
  });

  it('refuses numbers out of range, fractional counts and infinities', () => {
    const cases: unknown[] = [
      doc([textBlock('a', { data: { marginLeft: 401 } })]),
      doc([textBlock('a', { data: { lineHeight: 0.5 as never } })]),
      doc([textBlock('a', { type: 'unordered-list-item', depth: 5 })]),
      doc([textBlock('a', { depth: 1.5 })]),
      withEntity(entities.stamp, { width: 49 }),
      withEntity(entities.stamp, { width: 201 }),
      withEntity(entities.image, { width: 0 }),
      withEntity(entities.placedImage, { x: 20_000 }),
      withEntity(entities.textbox, { sizePt: 11 }),
      withEntity(entities.table, { border: 11 }),
      withEntity(entities.table, { border: 1.5 }),
    ];
    for (const content of cases) expect(parse(content)).toEqual(invalid);
    const infinite = JSON.stringify(doc([textBlock('a', { data: { marginLeft: 1 } })])).replace(
      '"marginLeft":1',
      '"marginLeft":1e999',
    );
    expect(parseDocRawContent(infinite)).toEqual(invalid);
  });

  it('refuses duplicate block keys', () => {
    const block = textBlock('a');
    expect(parse(doc([block, { ...block }]))).toEqual(invalid);
  });

  it('refuses tables out of shape', () => {
    const rows = (count: number, columns: number) =>
      Array.from({ length: count }, () => Array.from({ length: columns }, () => 'x'));
    expect(parse(withEntity(entities.table, { rows: rows(50, 20), widths: undefined })).ok).toBe(
      true,
    );
    for (const change of [
      { rows: rows(51, 2) },
      { rows: rows(2, 21), widths: undefined },
      { rows: [['a', 'b'], ['c']] },
      { rows: [] },
      { widths: [70] },
      { widths: [70, 40] },
      { widths: [100, 0] },
    ]) {
      expect(parse(withEntity(entities.table, change))).toEqual(invalid);
    }
  });

  it('refuses picture sources other than uploaded pictures', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/api/redactor-image/12/../x/',
      '/api/redactor-image/12/x.webp',
      '/api/redactor-image/0/x.webp/',
      '/data/doc/x.jpg',
    ]) {
      expect([src, parse(withEntity(entities.image, { src }))]).toEqual([src, invalid]);
    }
  });

  it('refuses QR data that is not an http(s) link', () => {
    for (const data of [
      'javascript:alert(1)',
      'JAVASCRIPT://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://',
      '//school.example',
      'school.example',
      'https://school.example/"onerror="alert(1)',
      'https://school.example/<script>',
      'https://school.example/a b',
      `https://school.example/${'a'.repeat(1000)}`,
    ]) {
      expect([data, parse(withEntity(entities.qr, { data }))]).toEqual([data, invalid]);
    }
    expect(parse(withEntity(entities.qr, { data: 'https://школа.рф/?a=1' })).ok).toBe(true);
  });

  it('refuses stamp ids that could leave their path', () => {
    for (const stampId of ['', '../x', 'a/b', 'a'.repeat(37), 'a b']) {
      expect(parse(withEntity(entities.stamp, { stampId }))).toEqual(invalid);
    }
  });
});

describe('parseDocRawContent: size', () => {
  it('refuses JSON over the byte limit, counting UTF-8 bytes', () => {
    const content = { ...doc([textBlock('a')]), pad: 'ж'.repeat(1_100_000) };
    const json = JSON.stringify(content);
    expect(json.length).toBeLessThan(2 * 1024 * 1024);
    expect(parseDocRawContent(json)).toEqual(tooLarge);
  });

  it('refuses too many blocks and too long a block as too large', () => {
    const blocks = Array.from({ length: 5001 }, () => textBlock(''));
    expect(parse(doc(blocks))).toEqual(tooLarge);
    expect(parse(doc(blocks.slice(0, 5000))).ok).toBe(true);
    expect(parse(doc([textBlock('x'.repeat(20_001))]))).toEqual(tooLarge);
    expect(parse(doc([textBlock('x'.repeat(20_000))])).ok).toBe(true);
  });

  it('never throws, whatever the input', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(parseDocRawContent(deep)).toEqual(invalid);
    const hostile = JSON.stringify({ blocks: { length: 1e9 }, entityMap: null });
    expect(parseDocRawContent(hostile)).toEqual(invalid);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('aж€😀')).toBe(1 + 2 + 3 + 4);
  });
});
