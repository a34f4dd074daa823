import { parseContent } from './safe-content';

describe('parseContent: the template text for the card preview', () => {
  test('keeps paragraphs, bold, italics, line breaks, alignment and point sizes', () => {
    expect(
      parseContent(
        '<p style="text-align:center"><span style="font-size:28pt"><strong>Anna</strong></span><br><em>5A</em></p>',
      ),
    ).toEqual([
      {
        kind: 'element',
        tag: 'p',
        style: { textAlign: 'center' },
        children: [
          {
            kind: 'element',
            tag: 'span',
            style: { fontSizePt: 28 },
            children: [
              {
                kind: 'element',
                tag: 'strong',
                style: {},
                children: [{ kind: 'text', text: 'Anna' }],
              },
            ],
          },
          { kind: 'br' },
          { kind: 'element', tag: 'em', style: {}, children: [{ kind: 'text', text: '5A' }] },
        ],
      },
    ]);
  });

  test('drops scripts, handlers, links and any other style; unknown tags keep their text', () => {
    const nodes = parseContent(
      '<p onclick="alert(1)" style="color:red;position:fixed">Hi <a href="javascript:x">there</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    expect(nodes).toEqual([
      {
        kind: 'element',
        tag: 'p',
        style: {},
        children: [
          { kind: 'text', text: 'Hi ' },
          { kind: 'text', text: 'there' },
        ],
      },
    ]);
  });
});
