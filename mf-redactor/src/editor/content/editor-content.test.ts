import { convertToRaw } from 'draft-js';
import type { DocRawContent } from '@gramota/doc-content';
import { contentToRaw, createEditorState } from './editor-content';

const saved: DocRawContent = {
  blocks: [
    {
      key: 'a1',
      type: 'unstyled',
      text: 'Грамота',
      depth: 0,
      inlineStyleRanges: [
        { offset: 0, length: 7, style: 'BOLD' },
        { offset: 0, length: 7, style: 'SIZE:40' },
        { offset: 0, length: 3, style: 'COLOR:#d32f2f' },
        { offset: 3, length: 4, style: 'FONT:PT Serif' },
      ],
      entityRanges: [],
      data: { align: 'center', lineHeight: 1.5, marginLeft: 40, marginRight: 20 },
    },
    {
      key: 'b2',
      type: 'atomic',
      text: ' ',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 0 }],
      data: {},
    },
    {
      key: 'c3',
      type: 'ordered-list-item',
      text: 'first',
      depth: 1,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
    {
      key: 'd4',
      type: 'atomic',
      text: ' ',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [{ offset: 0, length: 1, key: 1 }],
      data: {},
    },
  ],
  entityMap: {
    '0': {
      type: 'TABLE',
      mutability: 'IMMUTABLE',
      data: {
        rows: [
          ['a', 'b'],
          ['c', ''],
        ],
        border: 0,
        widths: [30, 70],
      },
    },
    '1': {
      type: 'QR',
      mutability: 'IMMUTABLE',
      data: { data: 'https://example.com/', width: 100, float: 'absolute', x: 500, y: 900 },
    },
  },
};

describe('editor content', () => {
  test('saved raw content comes back unchanged from the editor state (round trip)', () => {
    const state = createEditorState(saved, '<p>ignored when raw is saved</p>');
    expect(contentToRaw(state.getCurrentContent())).toEqual(saved);
  });

  test('styles, paragraph data and objects are in the editor state itself', () => {
    const content = createEditorState(saved, '').getCurrentContent();
    const first = content.getBlockForKey('a1');
    expect(first.getInlineStyleAt(0).toArray()).toEqual(
      expect.arrayContaining(['BOLD', 'SIZE:40', 'COLOR:#d32f2f']),
    );
    expect(first.getInlineStyleAt(4).has('FONT:PT Serif')).toBe(true);
    expect(first.getData().get('align')).toBe('center');
    const table = content.getEntity(content.getBlockForKey('b2').getEntityAt(0));
    expect(table.getType()).toBe('TABLE');
    expect(table.getData().rows).toEqual([
      ['a', 'b'],
      ['c', ''],
    ]);
  });

  test('without saved content the template HTML is used', () => {
    const state = createEditorState(null, '<p>Диплом</p><p>победителя</p>');
    expect(convertToRaw(state.getCurrentContent()).blocks.map((block) => block.text)).toEqual([
      'Диплом',
      'победителя',
    ]);
  });

  test('empty saved content falls back to the template HTML', () => {
    const state = createEditorState({ blocks: [], entityMap: {} }, '<p>Default</p>');
    expect(state.getCurrentContent().getPlainText()).toBe('Default');
  });
});
