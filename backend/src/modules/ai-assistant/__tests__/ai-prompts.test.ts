import { LANGUAGES } from '@gramota/contracts';
import { actionRequest, languageInEnglish, systemPrompt } from '../ai-prompts';

describe('the instructions to the model', () => {
  it('name each interface language in English (Kazakh is kk to Intl)', () => {
    expect(LANGUAGES.map(languageInEnglish)).toEqual([
      'Russian',
      'English',
      'Ukrainian',
      'Kazakh',
      'Belarusian',
      'German',
      'Italian',
    ]);
  });

  it('fall back to the teacher’s interface language and translate into the one asked for', () => {
    expect(systemPrompt('kz')).toContain('when unsure, in Kazakh.');
    expect(actionRequest('translate', 'Привет', 'be')).toBe(
      'Translate this text into Belarusian. Answer with the resulting text only.\n\nПривет',
    );
  });
});
