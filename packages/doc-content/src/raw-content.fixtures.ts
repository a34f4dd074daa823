// Content for the tests, shaped as draft-js convertToRaw writes it (data {} on every block,
// entity keys numbers, entityMap keys their strings).
import type { DocRawContent, RawBlock, RawEntity } from './raw-content';

let lastKey = 0;
const nextKey = () => `k${(lastKey += 1)}`;

export function textBlock(text: string, fields: Partial<RawBlock> = {}): RawBlock {
  return {
    key: nextKey(),
    type: 'unstyled',
    text,
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
    ...fields,
  };
}

export function objectBlock(entityKey: number): RawBlock {
  return textBlock(' ', {
    type: 'atomic',
    entityRanges: [{ offset: 0, length: 1, key: entityKey }],
  });
}

export const entities = {
  image: {
    type: 'IMAGE',
    mutability: 'IMMUTABLE',
    data: { src: '/api/redactor-image/12/c0ffee.webp/', width: 200, float: 'left' },
  },
  placedImage: {
    type: 'IMAGE',
    mutability: 'IMMUTABLE',
    data: {
      src: '/api/redactor-image/12/c0ffee.webp/',
      width: 120.5,
      float: 'absolute',
      x: 30,
      y: -5,
    },
  },
  qr: {
    type: 'QR',
    mutability: 'IMMUTABLE',
    data: { data: 'https://school.example/a?b=1&c=2', width: 100, float: 'right' },
  },
  stamp: {
    type: 'STAMP',
    mutability: 'IMMUTABLE',
    data: {
      stampId: 'f3b1c2d4-0000-4000-8000-000000000001',
      kind: 'stamp',
      width: 150,
      float: 'absolute',
      x: 500,
      y: 900,
    },
  },
  table: {
    type: 'TABLE',
    mutability: 'IMMUTABLE',
    data: {
      rows: [
        ['Subject', 'Mark'],
        ['Maths', ''],
      ],
      border: 1,
      widths: [70, 30],
    },
  },
  textbox: {
    type: 'TEXTBOX',
    mutability: 'IMMUTABLE',
    data: {
      text: 'Line 1\nLine 2',
      x: 100,
      y: 200,
      width: 300,
      height: 80,
      align: 'center',
      sizePt: 14,
    },
  },
} satisfies Record<string, RawEntity>;

export function doc(blocks: RawBlock[], entityMap: Record<string, RawEntity> = {}): DocRawContent {
  return { blocks, entityMap };
}

/** One of everything the content may hold. */
export function richDoc(): DocRawContent {
  const objects = Object.values(entities);
  return doc(
    [
      textBlock('Грамота', {
        inlineStyleRanges: [
          { offset: 0, length: 7, style: 'BOLD' },
          { offset: 0, length: 7, style: 'FONT:PT Serif' },
          { offset: 0, length: 7, style: 'SIZE:48' },
          { offset: 2, length: 3, style: 'COLOR:#aa0000' },
          { offset: 3, length: 4, style: 'ITALIC' },
          { offset: 1, length: 1, style: 'UNDERLINE' },
          { offset: 6, length: 1, style: 'STRIKETHROUGH' },
        ],
        data: { align: 'center', lineHeight: 1.5, marginLeft: 20, marginRight: -10 },
      }),
      textBlock(''),
      textBlock('one', { type: 'unordered-list-item' }),
      textBlock('two', { type: 'unordered-list-item', depth: 1 }),
      textBlock('first', { type: 'ordered-list-item', data: { align: 'justify' } }),
      ...objects.map((_, index) => objectBlock(index)),
      textBlock('%pupil% <3 "quoted" & \'single\'\nnext line'),
    ],
    Object.fromEntries(objects.map((entity, index) => [String(index), entity])),
  );
}
