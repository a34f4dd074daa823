import { DEFAULT_MAIL_TEMPLATE_ID, LANGUAGES } from '@gramota/contracts';
import { defaultMailTemplate } from '../default-mail-template';

/** The mail templates' own `{name}` placeholders (i18next's `{{…}}` are checked elsewhere). */
const namePlaceholders = (text: string) => text.match(/(?<!\{)\{name\}(?!\})/g) ?? [];

describe('the mass mailing’s default letter in seven languages', () => {
  it('has the {name} placeholder everywhere Russian has it', () => {
    const russian = defaultMailTemplate('ru');
    for (const language of LANGUAGES) {
      const own = defaultMailTemplate(language);
      expect([language, namePlaceholders(own.subject), namePlaceholders(own.body)]).toEqual([
        language,
        namePlaceholders(russian.subject),
        namePlaceholders(russian.body),
      ]);
    }
    expect(namePlaceholders(defaultMailTemplate('ru').subject)).toEqual(['{name}']);
  });

  it('is the built-in template in the reader’s language', () => {
    expect(defaultMailTemplate('de')).toEqual({
      id: DEFAULT_MAIL_TEMPLATE_ID,
      name: 'Standardnachricht',
      subject: 'Ihr Dokument „{name}“',
      body: expect.stringContaining('Im Anhang finden Sie Ihr Dokument „{name}“'),
    });
    expect(defaultMailTemplate('ru').body).toBe(
      'Здравствуйте!\n\nВо вложении ваш документ «{name}»: PDF для печати и JPEG.\n\nПисьмо отправлено из Грамоты.',
    );
    const names = LANGUAGES.map((language) => defaultMailTemplate(language).name);
    expect(new Set(names).size).toBe(LANGUAGES.length);
  });
});
