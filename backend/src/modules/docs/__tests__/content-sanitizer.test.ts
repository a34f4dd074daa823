import { sanitizeDocContent } from '../content-sanitizer';

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
});
