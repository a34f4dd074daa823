import { contentToRaw } from './editor-content';
import { htmlToContent } from './html-import';

const styleNames = (html: string, block = 0) =>
  contentToRaw(htmlToContent(html)).blocks[block]!.inlineStyleRanges.map((range) => range.style);

describe('template HTML import', () => {
  test('keeps font sizes (pt, and px turned into the nearest listed pt)', () => {
    const raw = contentToRaw(
      htmlToContent(
        '<p><span style="font-size: 40pt">Грамота</span></p>' +
          '<p><span style="font-size: 24px">награждается</span></p>',
      ),
    );
    expect(raw.blocks[0]!.inlineStyleRanges).toEqual([{ offset: 0, length: 7, style: 'SIZE:40' }]);
    expect(raw.blocks[1]!.inlineStyleRanges).toEqual([{ offset: 0, length: 12, style: 'SIZE:18' }]);
  });

  test('keeps paragraph alignment, also when text-align sits on a span', () => {
    const raw = contentToRaw(
      htmlToContent(
        '<p style="text-align: center">A</p><p><span style="text-align:right">B</span></p>' +
          '<p style="text-align: justify">C</p><p>D</p>',
      ),
    );
    expect(raw.blocks.map((block) => block.data?.align)).toEqual([
      'center',
      'right',
      'justify',
      undefined,
    ]);
  });

  test('keeps bundled fonts, colours, bold and italic; the innermost size wins', () => {
    const names = styleNames(
      '<p><span style="font-family: \'PT Serif\', serif; color: #C00; font-size: 12pt">' +
        '<strong><em><span style="font-size: 20pt">x</span></em></strong></span></p>',
    );
    expect(names.sort()).toEqual(['BOLD', 'COLOR:#cc0000', 'FONT:PT Serif', 'ITALIC', 'SIZE:20']);
  });

  test('drops fonts the app does not bundle', () => {
    expect(styleNames('<p><span style="font-family: Comic Sans MS">x</span></p>')).toEqual([]);
  });

  test('a <br> is a line break inside the paragraph', () => {
    const raw = contentToRaw(htmlToContent('<p>one<br>two</p>'));
    expect(raw.blocks).toHaveLength(1);
    expect(raw.blocks[0]!.text).toBe('one\ntwo');
  });

  test('an empty paragraph stays one empty line, and a closing <br> adds none', () => {
    const raw = contentToRaw(htmlToContent('<p>one</p><p><br /></p><p>two<br></p>'));
    expect(raw.blocks.map((block) => block.text)).toEqual(['one', '', 'two']);
  });
});
