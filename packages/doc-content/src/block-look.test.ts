import { blockClassName, blockMargins } from './block-look';

describe('block look (the editor blockStyleFn and rawToHtml)', () => {
  it('names a paragraph by its settings', () => {
    expect(blockClassName({ type: 'unstyled', depth: 0 })).toBe('gr-p');
    expect(
      blockClassName({ type: 'unstyled', depth: 0, data: { align: 'justify', lineHeight: 0.4 } }),
    ).toBe('gr-p gr-align-justify gr-lh-04');
  });

  it('names list items by their depth, kept within 0..4', () => {
    expect(blockClassName({ type: 'ordered-list-item', depth: 2 })).toBe('gr-p gr-li gr-depth-2');
    expect(blockClassName({ type: 'unordered-list-item', depth: 9 })).toBe('gr-p gr-li gr-depth-4');
  });

  it('names object blocks apart', () => {
    expect(blockClassName({ type: 'atomic', depth: 0, data: { align: 'center' } })).toBe(
      'gr-atomic',
    );
  });

  it('gives only the margins that are set', () => {
    expect(blockMargins({ marginLeft: 0 })).toEqual({ marginLeft: 0 });
    expect(blockMargins(undefined)).toEqual({});
  });
});
