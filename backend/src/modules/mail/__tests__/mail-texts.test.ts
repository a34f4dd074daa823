import { LANGUAGES } from '@gramota/contracts';
import { t } from '../../../shared/texts';
import { codeMessage, fileMessage } from '../mail-templates';
import { htmlLang, pickLanguage } from '../reader-language';

const FILE = {
  name: 'Диплом <1>',
  filename: 'diplom',
  jpeg: Buffer.from('jpeg'),
  pdf: Buffer.from('pdf'),
};

// Every language's texts are checked against Russian by packages/ui's every-locale-complete.
describe('the e-mails in seven languages', () => {
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
    const validity = (language: 'ru' | 'uk' | 'de' | 'en', count: number) =>
      t(language, 'mail:code.validity', { count });
    expect(validity('ru', 1)).toBe('Код действует 1 минуту и подходит один раз.');
    expect(validity('ru', 3)).toBe('Код действует 3 минуты и подходит один раз.');
    expect(validity('uk', 5)).toContain('5 хвилин,');
    expect(validity('de', 1500)).toContain('1.500 Minuten');
    expect(validity('en', 1500)).toContain('1,500 minutes');
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
