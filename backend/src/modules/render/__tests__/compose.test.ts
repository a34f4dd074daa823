import { DEFAULT_FONT, DOC_CSS_VARS, paperSizeMm } from '@gramota/doc-style';
import {
  composeDocumentHtml,
  fontFamiliesInHtml,
  RENDER_LIMITS,
  renderGeometry,
  type RenderInput,
} from '..';

const input = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  userId: 'u-1',
  docId: 7,
  html: '<p class="gr-p">Hello</p>',
  font: 'PT Serif',
  padding: '40 50 60 70',
  format: 'a4',
  background: '/data/templates/ru-101-0-abc.jpg',
  titlePicture: null,
  ...overrides,
});

const dpiAcross = (px: number, mm: number) => px / (mm / 25.4);

describe('renderGeometry', () => {
  it.each([
    ['a4', 1132, { width: 210, height: 297 }],
    ['a5', 1136, { width: 148, height: 210 }],
    ['a4h', 566, { width: 297, height: 210 }],
    ['ni-20x15', 600, { width: 200, height: 150 }],
  ])('%s: 800 × %i CSS px on %j mm paper, at least 300 dpi', (format, height, paper) => {
    const geometry = renderGeometry(format);
    expect(geometry.cssWidth).toBe(800);
    expect(geometry.cssHeight).toBe(height);
    expect(geometry.paperMm).toEqual(paper);
    expect(geometry.paperMm).toEqual(paperSizeMm(format));
    const pixels = {
      width: Math.round(800 * geometry.deviceScaleFactor),
      height: Math.floor(height * geometry.deviceScaleFactor),
    };
    expect(dpiAcross(pixels.width, paper.width)).toBeGreaterThanOrEqual(300);
    expect(dpiAcross(pixels.height, paper.height)).toBeGreaterThanOrEqual(300);
    expect(geometry.dpi).toBeGreaterThanOrEqual(300);
    // Not wastefully more: within one percent of 300 dpi across the width.
    expect(dpiAcross(pixels.width, paper.width)).toBeLessThan(303);
    // The PDF: one page height of CSS px fits the paper's height, the width nearly fills it.
    const cssPxPerMm = 96 / 25.4;
    expect(height * geometry.pdfScale).toBeLessThanOrEqual(paper.height * cssPxPerMm);
    expect(800 * geometry.pdfScale).toBeGreaterThan(paper.width * cssPxPerMm * 0.99);
  });

  it('A4: the JPEG is at least 2480 × 3508 px (300 dpi)', () => {
    const { deviceScaleFactor } = renderGeometry('a4');
    expect(800 * deviceScaleFactor).toBeGreaterThanOrEqual(2480);
    expect(1132 * deviceScaleFactor).toBeGreaterThanOrEqual(3508);
  });

  it('a page printed on a larger sheet sits centred on it', () => {
    const geometry = renderGeometry('a5_on_a4');
    expect(geometry.pageMm).toEqual({ width: 148, height: 210 });
    expect(geometry.paperMm).toEqual({ width: 210, height: 297 });
    expect(geometry.placementMm).toEqual({ x: 31, y: 43.5 });
  });

  it('a poster wider than 42 cm keeps 300 dpi and fills its PDF page through a print zoom', () => {
    const poster = renderGeometry('ni-60x42');
    expect(poster.dpi).toBeGreaterThanOrEqual(300);
    expect(poster.pdfScale).toBe(2);
    // 800 CSS px must become 600 mm: 2 × zoom × 800 px at 96 px per inch.
    expect((poster.pdfScale * poster.pdfZoom * 800 * 25.4) / 96).toBeCloseTo(600, 0);
    expect(composeDocumentHtml(input({ format: 'ni-60x42' })).html).toContain(
      `@media print { html { zoom: ${poster.pdfZoom}; } }`,
    );
    expect(renderGeometry('a4').pdfZoom).toBe(1);
    expect(composeDocumentHtml(input()).html).not.toContain('zoom');
  });

  it('keeps huge pages and long files within the pixel budget, never under 150 dpi', () => {
    const huge = renderGeometry('ni-100x100');
    const pagePixels = huge.cssWidth * huge.cssHeight * huge.deviceScaleFactor ** 2;
    expect(pagePixels).toBeLessThanOrEqual(RENDER_LIMITS.maxPagePixels);
    expect(huge.dpi).toBeGreaterThanOrEqual(150);
    expect(huge.dpi).toBeLessThan(300);
    expect(huge.maxPages).toBe(2);
    expect(renderGeometry('a4').maxPages).toBe(RENDER_LIMITS.maxPages);
  });

  it('an unknown format draws as A4', () => {
    expect(renderGeometry('nonsense')).toEqual(renderGeometry('a4'));
  });
});

describe('composeDocumentHtml', () => {
  it('wraps the content in the page the editor draws, with its custom properties', () => {
    const { html, replaced, font } = composeDocumentHtml(input());
    expect(replaced).toEqual([]);
    expect(font).toBe('PT Serif');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<div class="gr-doc-content"><p class="gr-p">Hello</p></div>');
    expect(html).toContain('.gr-doc-page {');
    expect(html).toContain(`${DOC_CSS_VARS.pageHeight}:1132px`);
    expect(html).toContain(`${DOC_CSS_VARS.padTop}:40px;${DOC_CSS_VARS.padRight}:50px`);
    expect(html).toContain(`${DOC_CSS_VARS.font}:'PT Serif'`);
    expect(html).toContain(
      `${DOC_CSS_VARS.pageBackground}:url(&quot;/data/templates/ru-101-0-abc.jpg&quot;)`,
    );
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html).toContain('@page { size: 210mm 297mm; margin: 0mm 0mm; }');
    expect(html).toContain('print-color-adjust: exact');
  });

  it('has @font-face rules for the document font and every font the content uses', () => {
    const { html, fontFamilies } = composeDocumentHtml(
      input({
        html: `<p class="gr-p"><span style="font-family:'Lobster';font-size:20pt">a</span></p>`,
      }),
    );
    expect(fontFamilies).toEqual(['PT Serif', 'Lobster']);
    expect(html).toMatch(/font-family: 'PT Serif';[\s\S]*src: url\(\/fonts\/pt-serif\//);
    expect(html).toMatch(/font-family: 'Lobster';[\s\S]*src: url\(\/fonts\/lobster\//);
    expect(html).not.toContain("font-family: 'Roboto'");
  });

  it('reads font names however the quotes are written', () => {
    expect(
      fontFamiliesInHtml(
        `<span style="font-family:'PT Sans'">a</span><span style="font-family:&#39;Oswald&#39;">`,
      ),
    ).toEqual(['PT Sans', 'Oswald']);
  });

  it('an unknown font falls back to the default font and is reported', () => {
    const { html, font, replaced, notes } = composeDocumentHtml(input({ font: 'Comic Sans MS' }));
    expect(notes).toEqual([
      { code: 'font_unavailable', name: 'Comic Sans MS', fallback: DEFAULT_FONT },
    ]);
    expect(font).toBe(DEFAULT_FONT);
    expect(html).toContain(`${DOC_CSS_VARS.font}:'${DEFAULT_FONT}'`);
    expect(replaced).toEqual([
      `Font "Comic Sans MS" is not available; ${DEFAULT_FONT} was used instead.`,
    ]);
  });

  it('places the title picture as the editor does: centred, 2x, top = margin + y, shifted by x', () => {
    const { html } = composeDocumentHtml(
      input({
        titlePicture: { src: '/data/titles/t.png', titlesFloat: '12|-5', titlesMargin: '30' },
      }),
    );
    expect(html).toContain(
      '<img class="gr-title" srcset="/data/titles/t.png 2x" alt="" ' +
        'style="position:absolute;top:25px;left:50%;transform:translateX(calc(-50% + 12px))">',
    );
    // Drawn under the text, as in the editor: before the content box.
    expect(html.indexOf('gr-title')).toBeLessThan(html.indexOf('<div class="gr-doc-content">'));
  });

  it('centres a page on its sheet with the print margins of @page', () => {
    const { html } = composeDocumentHtml(input({ format: 'a4m5' }));
    expect(html).toContain('@page { size: 210mm 297mm; margin: 5mm 5mm; }');
  });
});
