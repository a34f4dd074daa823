import { doc, entities, objectBlock, richDoc, textBlock } from './raw-content.fixtures';
import type { InlineStyleRange, RawEntity } from './raw-content';
import { rawToHtml } from './raw-to-html';

const pro = { pro: true };
const free = { pro: false };
const styled = (text: string, ...ranges: Array<[number, number, string]>) =>
  textBlock(text, {
    inlineStyleRanges: ranges.map(([offset, length, style]): InlineStyleRange => ({
      offset,
      length,
      style,
    })),
  });
const objectHtml = (entity: RawEntity, options = pro) =>
  rawToHtml(doc([objectBlock(0)], { 0: entity }), options);

describe('rawToHtml: paragraphs', () => {
  it('writes a paragraph with its classes and margins', () => {
    const block = textBlock('Hello', {
      data: { align: 'center', lineHeight: 1.2, marginLeft: 40, marginRight: 12.345 },
    });
    expect(rawToHtml(doc([block]), pro)).toBe(
      '<p class="gr-p gr-align-center gr-lh-12" style="margin-left:40px;margin-right:12.35px">Hello</p>',
    );
  });

  it('keeps an empty paragraph one line high', () => {
    expect(rawToHtml(doc([textBlock('')]), pro)).toBe('<p class="gr-p"><br></p>');
    expect(rawToHtml(doc([textBlock('', { data: { lineHeight: 2 } })]), pro)).toBe(
      '<p class="gr-p gr-lh-20"><br></p>',
    );
  });

  it('writes soft line breaks as <br>', () => {
    expect(rawToHtml(doc([textBlock('a\nb')]), pro)).toBe('<p class="gr-p">a<br>b</p>');
    // A closing line break is a line of its own, as the editor draws it.
    expect(rawToHtml(doc([textBlock('a\n')]), pro)).toBe('<p class="gr-p">a<br><br></p>');
    expect(rawToHtml(doc([textBlock('\n')]), pro)).toBe('<p class="gr-p"><br><br></p>');
  });
});

describe('rawToHtml: inline styles', () => {
  it('splits overlapping ranges at every boundary', () => {
    const block = styled('Hello world', [0, 7, 'BOLD'], [6, 5, 'ITALIC']);
    expect(rawToHtml(doc([block]), pro)).toBe(
      '<p class="gr-p"><strong>Hello </strong><strong><em>w</em></strong><em>orld</em></p>',
    );
  });

  it('nests the marks in one order, with the span innermost', () => {
    const block = styled(
      'ab',
      [0, 2, 'STRIKETHROUGH'],
      [0, 2, 'UNDERLINE'],
      [0, 2, 'COLOR:#aa0000'],
      [0, 2, 'ITALIC'],
      [0, 2, 'SIZE:20'],
      [0, 2, 'BOLD'],
      [0, 2, 'FONT:PT Serif'],
    );
    expect(rawToHtml(doc([block]), pro)).toBe(
      '<p class="gr-p"><strong><em><u><s>' +
        `<span style="font-family:'PT Serif';font-size:20pt;color:#aa0000">ab</span>` +
        '</s></u></em></strong></p>',
    );
  });

  it('lets the last of two sizes win, as draft-js does', () => {
    const block = styled('abc', [0, 3, 'SIZE:20'], [1, 1, 'SIZE:30']);
    expect(rawToHtml(doc([block]), pro)).toBe(
      '<p class="gr-p"><span style="font-size:20pt">a</span>' +
        '<span style="font-size:30pt">b</span><span style="font-size:20pt">c</span></p>',
    );
  });

  it('counts offsets in code points', () => {
    const block = styled('😀 ok 👍🏽!', [2, 2, 'BOLD'], [5, 2, 'ITALIC']);
    expect(rawToHtml(doc([block]), pro)).toBe(
      '<p class="gr-p">😀 <strong>ok</strong> <em>👍🏽</em>!</p>',
    );
  });

  it('ignores per-fragment fonts in a free document, keeps sizes and colours', () => {
    const block = styled('ab', [0, 2, 'FONT:Lobster'], [1, 1, 'SIZE:24']);
    expect(rawToHtml(doc([block]), free)).toBe(
      '<p class="gr-p">a<span style="font-size:24pt">b</span></p>',
    );
    expect(rawToHtml(doc([block]), pro)).toContain(`font-family:'Lobster'`);
  });
});

describe('rawToHtml: lists', () => {
  it('groups consecutive items of one kind into one flat list', () => {
    const html = rawToHtml(
      doc([
        textBlock('a', { type: 'unordered-list-item' }),
        textBlock('b', { type: 'unordered-list-item', depth: 1 }),
        textBlock('c', { type: 'ordered-list-item' }),
        textBlock('d', { type: 'ordered-list-item', data: { align: 'right' } }),
        textBlock('p'),
        textBlock('e', { type: 'ordered-list-item' }),
      ]),
      pro,
    );
    expect(html).toBe(
      '<ul class="gr-ul"><li class="gr-p gr-li gr-depth-0">a</li>' +
        '<li class="gr-p gr-li gr-depth-1">b</li></ul>' +
        '<ol class="gr-ol"><li class="gr-p gr-li gr-depth-0">c</li>' +
        '<li class="gr-p gr-li gr-depth-0 gr-align-right">d</li></ol>' +
        '<p class="gr-p">p</p>' +
        '<ol class="gr-ol"><li class="gr-p gr-li gr-depth-0">e</li></ol>',
    );
  });

  it('closes a list before an object block', () => {
    const html = rawToHtml(
      doc([textBlock('a', { type: 'ordered-list-item' }), objectBlock(0)], { 0: entities.stamp }),
      pro,
    );
    expect(html).toMatch(/^<ol class="gr-ol"><li [^>]*>a<\/li><\/ol><div class="gr-atomic"><img /);
  });
});

describe('rawToHtml: objects', () => {
  it('writes a picture floated or placed on the page', () => {
    expect(objectHtml(entities.image)).toBe(
      '<div class="gr-atomic"><img class="gr-img gr-float-left" ' +
        'src="/api/redactor-image/12/c0ffee.webp/" style="width:200px" alt=""></div>',
    );
    expect(objectHtml(entities.placedImage)).toContain(
      'class="gr-img gr-float-absolute" src="/api/redactor-image/12/c0ffee.webp/" ' +
        'style="width:120.5px;left:30px;top:-5px"',
    );
  });

  it('writes a QR code from its link', () => {
    expect(objectHtml(entities.qr)).toBe(
      '<div class="gr-atomic"><img class="gr-qr gr-float-right" ' +
        'src="/qr/?data=https%3A%2F%2Fschool.example%2Fa%3Fb%3D1%26c%3D2" ' +
        'style="width:100px" alt=""></div>',
    );
  });

  it('writes a stamp from its id', () => {
    expect(objectHtml(entities.stamp)).toBe(
      '<div class="gr-atomic"><img class="gr-stamp gr-float-absolute" ' +
        'src="/api/profile-stamp-file/f3b1c2d4-0000-4000-8000-000000000001/" ' +
        'style="width:150px;left:500px;top:900px" alt=""></div>',
    );
  });

  it('writes a table with its border and column widths', () => {
    expect(objectHtml(entities.table)).toBe(
      '<div class="gr-atomic"><table class="gr-table" style="--gr-table-border:1px"><tbody>' +
        '<tr><td style="width:70%">Subject</td><td style="width:30%">Mark</td></tr>' +
        '<tr><td>Maths</td><td><br></td></tr></tbody></table></div>',
    );
    const clear = { ...entities.table, data: { rows: [['a']], border: 0 } };
    expect(objectHtml(clear)).toBe(
      '<div class="gr-atomic"><table class="gr-table gr-table-clear" ' +
        'style="--gr-table-border:0px"><tbody><tr><td>a</td></tr></tbody></table></div>',
    );
  });

  it('writes a text box placed on the page', () => {
    expect(objectHtml(entities.textbox)).toBe(
      '<div class="gr-atomic"><div class="gr-textbox gr-align-center" ' +
        'style="left:100px;top:200px;width:300px;height:80px;font-size:14pt">' +
        'Line 1<br>Line 2</div></div>',
    );
  });

  it('leaves pictures and QR codes out of a free document, keeps the rest', () => {
    expect(objectHtml(entities.image, free)).toBe('');
    expect(objectHtml(entities.qr, free)).toBe('');
    for (const entity of [entities.stamp, entities.table, entities.textbox]) {
      expect(objectHtml(entity, free)).toBe(objectHtml(entity, pro));
    }
  });
});

describe('rawToHtml: escaping', () => {
  const script = '<script>alert("x")</script> & \'';
  const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; '";

  it('escapes text of paragraphs, cells and text boxes', () => {
    expect(rawToHtml(doc([textBlock(script)]), pro)).toBe(`<p class="gr-p">${escaped}</p>`);
    const table = { ...entities.table, data: { rows: [[script]], border: 1 } };
    expect(objectHtml(table)).toContain(`<td>${escaped}</td>`);
    const box = { ...entities.textbox, data: { ...entities.textbox.data, text: script } };
    expect(objectHtml(box)).toContain(`>${escaped}</div>`);
  });

  it('keeps markup out of a rich document whatever its text', () => {
    const html = rawToHtml(richDoc(), pro);
    expect(html).not.toMatch(/<script|javascript:|on\w+=/i);
  });
});
