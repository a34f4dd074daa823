import { DEFAULT_MAIL_TEMPLATE_ID, LANGUAGES } from '@gramota/contracts';
import { textsGaps } from '../../mail/__tests__/texts-gaps';
import { DEFAULT_MAIL_TEMPLATES, defaultMailTemplate } from '../default-mail-template';

describe('the mass mailing’s default letter in seven languages', () => {
  it('has every language, every text and the {name} placeholder everywhere Russian has it', () => {
    expect(textsGaps(DEFAULT_MAIL_TEMPLATES)).toEqual([]);
  });

  it('is the built-in template in the reader’s language', () => {
    expect(defaultMailTemplate('de')).toEqual({
      id: DEFAULT_MAIL_TEMPLATE_ID,
      name: 'Standardnachricht',
      subject: 'Ihr Dokument „{name}“',
      body: expect.stringContaining('Im Anhang finden Sie Ihr Dokument „{name}“'),
    });
    const names = LANGUAGES.map((language) => defaultMailTemplate(language).name);
    expect(new Set(names).size).toBe(LANGUAGES.length);
  });
});
