import { defaultTable } from '../model/layout';
import {
  SEPARATOR_MAX_CHARS,
  keyOptions,
  parseGrammarValue,
  separatorOf,
  separatorPreset,
  withGrammar,
  withSeparator,
} from './key-options';

const NAME = 'Фамилия и имя участника';

describe('a key’s separator and case (settings.keys)', () => {
  test('a space unless chosen; a typed one is a few characters; a space again leaves nothing set', () => {
    const table = defaultTable([NAME], 'ru');
    expect(separatorOf(table.settings, NAME)).toBe(' ');
    const comma = withSeparator(table, NAME, ', ');
    expect(comma.settings.keys).toEqual({ [NAME]: { separator: ', ' } });
    expect(separatorPreset(', ')).toBe('comma');
    expect(separatorPreset('')).toBe('none');
    expect(separatorPreset(' / ')).toBe('custom');
    const typed = withSeparator(table, NAME, ' :: long ');
    expect(separatorOf(typed.settings, NAME)).toHaveLength(SEPARATOR_MAX_CHARS);
    expect(withSeparator(comma, NAME, ' ').settings.keys).toBeUndefined();
  });

  test('a case is a language and one of its cases; none removes it and keeps the separator', () => {
    const table = withSeparator(defaultTable([NAME], 'ru'), NAME, ', ');
    const dative = withGrammar(table, NAME, { language: 'ru', case: 'dative' });
    expect(keyOptions(dative.settings, NAME)).toEqual({
      separator: ', ',
      grammar: { language: 'ru', case: 'dative' },
    });
    expect(keyOptions(withGrammar(dative, NAME, null).settings, NAME)).toEqual({ separator: ', ' });
    expect(parseGrammarValue('uk:vocative')).toEqual({ language: 'uk', case: 'vocative' });
    // Russian has no vocative here, and unknown values are no case at all.
    expect(parseGrammarValue('ru:vocative')).toBeNull();
    expect(parseGrammarValue('de:dative')).toBeNull();
    expect(parseGrammarValue('')).toBeNull();
  });
});
