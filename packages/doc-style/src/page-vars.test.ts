import { cssUrl, docPageVars } from './page-vars';

describe('docPageVars', () => {
  it('sets the page height, background, margins and font', () => {
    expect(
      docPageVars({
        format: 'a4h',
        padding: [10, 20, 30, 40],
        font: 'PT Serif',
        background: '/data/templates/ab12.webp',
      }),
    ).toEqual({
      '--gr-page-height': '566px',
      '--gr-page-bg': 'url("/data/templates/ab12.webp")',
      '--gr-pad-top': '10px',
      '--gr-pad-right': '20px',
      '--gr-pad-bottom': '30px',
      '--gr-pad-left': '40px',
      '--gr-font': "'PT Serif'",
    });
  });
  it('has no background without a picture', () => {
    expect(docPageVars({ format: 'a4', padding: [0, 0, 0, 0], font: 'Roboto' })).toMatchObject({
      '--gr-page-bg': 'none',
    });
  });
  it('keeps a URL inside its url() token', () => {
    expect(cssUrl('/a") ;x\\\n')).toBe('url("/a\\22 ) ;x\\5c \\a ")');
  });
});
