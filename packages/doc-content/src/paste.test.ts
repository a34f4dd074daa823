import { REDACTOR_LIMITS } from '@gramota/contracts';
import { pasteTooLong, plainTextToParagraphs } from './paste';

describe('paste', () => {
  it('makes every line a paragraph, whatever the line break', () => {
    expect(plainTextToParagraphs('a\r\nb\rc\nd\u2028e\u2029f')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('keeps empty lines as empty paragraphs', () => {
    expect(plainTextToParagraphs('a\n\nb\n')).toEqual(['a', '', 'b', '']);
    expect(plainTextToParagraphs('')).toEqual(['']);
  });

  it('turns tabs into spaces and removes control characters', () => {
    expect(plainTextToParagraphs('a\tb\u0000c\u0007d\u001be\u007ff\u0085g\u000bh')).toEqual([
      'a bcdefgh',
    ]);
  });

  it('keeps letters, emoji and typographic characters', () => {
    const text = 'Грамота «№1» — 😀 ñ\u00a0x';
    expect(plainTextToParagraphs(text)).toEqual([text]);
  });

  it('refuses a paste over the limit', () => {
    expect(pasteTooLong('x'.repeat(REDACTOR_LIMITS.pasteMaxChars))).toBe(false);
    expect(pasteTooLong('x'.repeat(REDACTOR_LIMITS.pasteMaxChars + 1))).toBe(true);
  });
});
