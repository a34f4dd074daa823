import { LANGUAGES } from '@gramota/contracts';
import { codeMessage, fileMessage } from '../mail-templates';
import { CODE_MAIL_TEXTS, FILE_MAIL_TEXTS } from '../mail-templates.texts';
import { htmlLang, pickLanguage } from '../reader-language';
import { fill, plural } from '../text-fill';
import { textsGaps } from './texts-gaps';

const FILE = { name: 'Диплом <1>', filename: 'diplom', jpegPath: '/x.jpg', pdfPath: '/x.pdf' };

describe('the e-mails in seven languages', () => {
  it('has every language, every text and the same placeholders', () => {
    expect(textsGaps(CODE_MAIL_TEXTS)).toEqual([]);
    expect(textsGaps(FILE_MAIL_TEXTS)).toEqual([]);
  });

  it('finds gaps: a missing language, an empty text, a lost placeholder or plural form', () => {
    const { kz: _kz, ...withoutKazakh } = FILE_MAIL_TEXTS;
    expect(textsGaps(withoutKazakh)).toEqual(['kz: missing']);
    expect(textsGaps({ ...FILE_MAIL_TEXTS, de: { ...FILE_MAIL_TEXTS.de, hello: ' ' } })).toEqual([
      'de.hello: empty or not a string',
    ]);
    expect(
      textsGaps({ ...FILE_MAIL_TEXTS, it: { ...FILE_MAIL_TEXTS.it, subject: 'Il tuo file' } }),
    ).toEqual(['it.subject: placeholders - instead of {{name}}']);
    const { few: _few, ...ukWithoutFew } = CODE_MAIL_TEXTS.uk.validity;
    expect(
      textsGaps({ ...CODE_MAIL_TEXTS, uk: { ...CODE_MAIL_TEXTS.uk, validity: ukWithoutFew } }),
    ).toEqual(['uk.validity.few: empty or not a string']);
  });

  it('writes each code e-mail in its language, the lifetime with the right plural', () => {
    const subjects = LANGUAGES.map(
      (language) => codeMessage('a@example.com', 'quick', '123456', language).subject,
    );
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(subjects).toEqual([
      'Код для входа в Грамоту: 123456',
      'Your Gramota sign-in code: 123456',
      'Код для входу в Грамоту: 123456',
      'Грамотаға кіру коды: 123456',
      'Грамота: код для ўваходу: 123456',
      'Ihr Anmeldecode für Gramota: 123456',
      'Il tuo codice di accesso a Gramota: 123456',
    ]);
    expect(codeMessage('a@example.com', 'reset', '1', 'ru').text).toContain(
      'Код действует 10 минут и подходит один раз.',
    );
    expect(codeMessage('a@example.com', 'reset', '1', 'de').text).toContain(
      'Der Code ist 10 Minuten gültig',
    );
    expect(codeMessage('a@example.com', 'quick', '1', 'kz').html).toContain('<html lang="kk">');
  });

  it('chooses the plural form and writes numbers as the language does', () => {
    const forms = CODE_MAIL_TEXTS.ru.validity;
    expect(plural('ru', 1, forms)).toBe('Код действует 1 минуту и подходит один раз.');
    expect(plural('ru', 3, forms)).toBe('Код действует 3 минуты и подходит один раз.');
    expect(plural('uk', 5, CODE_MAIL_TEXTS.uk.validity)).toContain('5 хвилин,');
    expect(plural('de', 1500, CODE_MAIL_TEXTS.de.validity)).toContain('1.500 Minuten');
    expect(plural('en', 1500, CODE_MAIL_TEXTS.en.validity)).toContain('1,500 minutes');
    expect(fill('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });

  it('writes a file e-mail in its language, the name escaped in the HTML', () => {
    const german = fileMessage('a@example.com', FILE, 'de');
    expect(german.subject).toBe('Ihre Datei „Диплом <1>“ aus Gramota');
    expect(german.html).toContain('Диплом &lt;1&gt;');
    expect(fileMessage('a@example.com', FILE, 'be').subject).toBe('Грамота: ваш файл „Диплом <1>“');
  });

  it('picks the account language, else the browser one among seven (kk is Kazakh), else Russian', () => {
    expect(pickLanguage('en', 'ru')).toBe('en');
    expect(pickLanguage('uk', 'en')).toBe('uk');
    expect(pickLanguage('kz', 'en')).toBe('kz');
    expect(pickLanguage('de', 'ru')).toBe('de');
    expect(pickLanguage('fr', 'it')).toBe('it');
    expect(pickLanguage(undefined, 'kk')).toBe('kz');
    expect(pickLanguage(undefined, 'be')).toBe('be');
    expect(pickLanguage(undefined, false)).toBe('ru');
    expect(pickLanguage('xx', undefined)).toBe('ru');
    expect(htmlLang('kz')).toBe('kk');
    expect(htmlLang('be')).toBe('be');
  });
});
