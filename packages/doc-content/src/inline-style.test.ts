import { fragmentCss, inlineStyle, parseInlineStyle } from './inline-style';

describe('inline styles', () => {
  it('builds and reads the styles with a value', () => {
    expect(inlineStyle.font('PT Serif')).toBe('FONT:PT Serif');
    expect(inlineStyle.size(20)).toBe('SIZE:20');
    expect(inlineStyle.color('#AA00FF')).toBe('COLOR:#aa00ff');
    expect(parseInlineStyle('FONT:PT Serif')).toEqual({ kind: 'font', family: 'PT Serif' });
    expect(parseInlineStyle('SIZE:20')).toEqual({ kind: 'size', pt: 20 });
    expect(parseInlineStyle('COLOR:#aa00ff')).toEqual({ kind: 'color', color: '#aa00ff' });
    expect(parseInlineStyle('BOLD')).toEqual({ kind: 'mark', mark: 'BOLD' });
  });

  it('reads nothing else', () => {
    for (const name of ['', 'CODE', 'FONT:', 'SIZE:', 'SIZE:20.0', 'COLOR:#abc', 'X:1', ':BOLD']) {
      expect(parseInlineStyle(name)).toBeNull();
    }
  });

  it('gives the editor the same CSS rawToHtml writes', () => {
    expect(fragmentCss(['BOLD', 'FONT:Caveat', 'SIZE:12', 'COLOR:#000000'], { pro: true })).toEqual(
      { fontFamily: "'Caveat'", fontSize: '12pt', color: '#000000' },
    );
    expect(fragmentCss(['FONT:Caveat'], { pro: false })).toEqual({});
  });
});
