import { rawToHtml, type DocRawContent, type RawEntity } from '@gramota/doc-content';
import { sanitizeDocContent } from '../content-sanitizer';

/** One of every block, style and object the editor's content has. */
function everything(): DocRawContent {
  const block = (text: string, more: object = {}) => ({
    key: `k${text.length}${Math.random().toString(36).slice(2, 6)}`,
    type: 'unstyled' as const,
    text,
    depth: 0,
    inlineStyleRanges: [],
    entityRanges: [],
    data: {},
    ...more,
  });
  const entities: RawEntity[] = [
    {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: `/api/redactor-image/12/${'b'.repeat(64)}.webp/`, width: 200, float: 'left' },
    },
    {
      type: 'IMAGE',
      mutability: 'IMMUTABLE',
      data: { src: '/api/redactor-image/12/c.png/', width: 120.5, float: 'absolute', x: 30, y: -5 },
    },
    {
      type: 'QR',
      mutability: 'IMMUTABLE',
      data: { data: 'https://school.example/a?b=1&c=2', width: 100, float: 'right' },
    },
    {
      type: 'STAMP',
      mutability: 'IMMUTABLE',
      data: {
        stampId: 'f3b1c2d4-0000-4000-8000-000000000001',
        kind: 'stamp',
        width: 150,
        float: 'none',
      },
    },
    {
      type: 'TABLE',
      mutability: 'IMMUTABLE',
      data: {
        rows: [
          ['Subject', 'Mark'],
          ['Maths', ''],
        ],
        border: 0,
        widths: [70, 30],
      },
    },
    {
      type: 'TEXTBOX',
      mutability: 'IMMUTABLE',
      data: {
        text: 'Line 1\nLine 2',
        x: 100,
        y: 200,
        width: 300,
        height: 80,
        align: 'right',
        sizePt: 14,
      },
    },
  ];
  return {
    blocks: [
      block('Грамота', {
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
      block(''),
      block('one', { type: 'unordered-list-item' }),
      block('two', { type: 'unordered-list-item', depth: 1 }),
      block('first', { type: 'ordered-list-item', data: { align: 'justify' } }),
      ...entities.map((_, key) =>
        block(' ', { type: 'atomic', entityRanges: [{ offset: 0, length: 1, key }] }),
      ),
      block('%pupil% <3 "quoted" & \'single\'\nnext line'),
    ],
    entityMap: Object.fromEntries(entities.map((entity, key) => [String(key), entity])),
  };
}

/** What sanitize-html writes differently without changing anything: void tags, plain quotes. */
const asSerialized = (html: string) =>
  html.replace(/<(br|img)([^>]*)>/g, '<$1$2 />').replace(/&quot;/g, '"');

describe('sanitizeDocContent', () => {
  it('keeps the formatting documents use', () => {
    const html =
      '<p style="text-align:center;font-size:28pt;line-height:1.5;margin:0 0 10px 0"><strong>Грамота</strong> <em>и</em> <u>b</u></p>' +
      '<div style="float:left;width:50%"><span style="font-family:\'Philosopher\', serif;color:#c00">x</span></div>' +
      '<table style="border-collapse:collapse"><tbody><tr><td colspan="2" style="border:1px solid #000;padding:4px">a</td></tr></tbody></table>' +
      '<img src="/data/userpic/a-1.webp" alt="stamp" width="120" style="position:absolute;top:10px;left:20px" />' +
      '<img src="data:image/png;base64,iVBORw0KGgo=" />' +
      '<span class="gr-field">%name%</span>';
    expect(sanitizeDocContent(html)).toBe(html);
  });

  it.each([
    ['scripts', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['links', '<a href="javascript:alert(1)">a</a>', 'a'],
    ['frames and forms', '<iframe src="https://evil"></iframe><form><input></form>b', 'b'],
    ['style elements and comments', '<style>p{color:red}</style><!-- x -->c', 'c'],
    [
      'CSS that loads or escapes',
      '<p style="background:url(https://evil/x);color:red;position:fixed;behavior:url(x)">d</p>',
      '<p style="color:red">d</p>',
    ],
    [
      'expressions in allowed properties',
      '<p style="width:expression(alert(1));font-family:x;url(y)">e</p>',
      '<p>e</p>',
    ],
    ['foreign classes', '<span class="gr-ok modal-open">f</span>', '<span class="gr-ok">f</span>'],
    ['remote images', '<img src="https://evil/x.png" /><img src="//evil/x.png" />g', 'g'],
    ['SVG data images', '<img src="data:image/svg+xml;base64,PHN2Zz4=" />h', 'h'],
    ['paths outside /data/', '<img src="/api/logout/" />i', 'i'],
  ])('removes %s', (_what, input, output) => {
    expect(sanitizeDocContent(input)).toBe(output);
  });

  it.each([true, false])(
    'keeps everything the editor content makes (pro %s): DOC_HTML_ALLOWED is allowed',
    (pro) => {
      const html = rawToHtml(everything(), { pro });
      expect(html).toContain(pro ? '<img class="gr-qr' : '<img class="gr-stamp');
      expect(sanitizeDocContent(html)).toBe(asSerialized(html));
    },
  );

  it.each([
    [
      'editor paths that are not pictures',
      '<img class="gr-img" src="/api/redactor-image/12/../../x/" />a',
      'a',
    ],
    ['other API paths', '<img src="/api/doc-clear/12/" />b', 'b'],
    ['QR pictures of raw links', '<img src="/qr/?data=javascript:alert(1)" />c', 'c'],
    [
      'custom properties other than the table border',
      '<table style="--x:url(https://evil/);--gr-table-border:2px"><tbody><tr><td>d</td></tr></tbody></table>',
      '<table style="--gr-table-border:2px"><tbody><tr><td>d</td></tr></tbody></table>',
    ],
  ])('removes %s', (_what, input, output) => {
    expect(sanitizeDocContent(input)).toBe(output);
  });
});
