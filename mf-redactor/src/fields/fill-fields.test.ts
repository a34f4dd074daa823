import type { DocRawContent, RawBlock } from '@gramota/doc-content';
import { fillHtml, fillRawContent } from './fill-fields';

const block = (text: string, extra: Partial<RawBlock> = {}): RawBlock => ({
  key: 'a1',
  type: 'unstyled',
  text,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  ...extra,
});
const content = (...blocks: RawBlock[]): DocRawContent =>
  ({ blocks, entityMap: {} }) as DocRawContent;

describe('fields mode preview content', () => {
  test('replaces placeholders that have a value and leaves the others', () => {
    const filled = fillRawContent(content(block('Награждается %name%, %class% класс, %other%')), {
      name: 'Иван Петров',
      class: '5А',
    });
    expect(filled.blocks[0]?.text).toBe('Награждается Иван Петров, 5А класс, %other%');
  });

  test('styles keep covering the same words after the text moves', () => {
    // 'Dear %name%!' with BOLD on '%name%' and ITALIC on '!'
    const raw = content(
      block('Dear %name%!', {
        inlineStyleRanges: [
          { offset: 5, length: 6, style: 'BOLD' },
          { offset: 11, length: 1, style: 'ITALIC' },
        ],
      }),
    );
    const [filled] = fillRawContent(raw, { name: 'Anna Maria' }).blocks;
    expect(filled?.text).toBe('Dear Anna Maria!');
    expect(filled?.inlineStyleRanges).toEqual([
      { offset: 5, length: 10, style: 'BOLD' },
      { offset: 15, length: 1, style: 'ITALIC' },
    ]);
  });

  test('offsets count code points, as draft-js does', () => {
    const raw = content(
      block('🏆 %name% 🏆', { inlineStyleRanges: [{ offset: 8, length: 2, style: 'BOLD' }] }),
    );
    const [filled] = fillRawContent(raw, { name: 'Оля' }).blocks;
    expect(filled?.text).toBe('🏆 Оля 🏆');
    expect(filled?.inlineStyleRanges).toEqual([{ offset: 5, length: 2, style: 'BOLD' }]);
  });

  test('HTML of a never-saved document gets the values as escaped text', () => {
    expect(fillHtml('<p>%name%</p>', { name: '<b>Ваня</b>' })).toBe(
      '<p>&lt;b&gt;Ваня&lt;/b&gt;</p>',
    );
  });
});
