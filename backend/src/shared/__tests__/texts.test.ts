import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@gramota/contracts';
import { intlLocale } from '../intl-locale';
import { LOCALES_DIR, t, textsFor, textsOf } from '../texts';

const bundle = (language: Language, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

/** What the server wrote before i18next: Intl's plural category, the number as Intl writes it. */
function intlPlural(language: Language, count: number): string {
  const forms = bundle(language, 'mail').code ?? {};
  const locale = intlLocale(language);
  const category = new Intl.PluralRules(locale).select(count);
  const form = forms[`validity_${category}`] ?? forms.validity_other ?? '';
  return form.replace('{{count, number}}', new Intl.NumberFormat(locale).format(count));
}

describe('the server texts', () => {
  it('reads every language of every namespace from backend/locales', () => {
    expect(fs.readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES)
      expect(t(language, 'docs:copySuffix')).toBe(bundle(language, 'docs').copySuffix);
  });

  it.each([...LANGUAGES])(
    'picks %s plural forms and writes the number by Intl’s rules',
    (language) => {
      for (const count of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1500, 1000000])
        expect([count, t(language, 'mail:code.validity', { count })]).toEqual([
          count,
          intlPlural(language, count),
        ]);
    },
  );

  it('knows Kazakh as kk for Intl: its own plural forms and digit grouping, not the machine’s', () => {
    expect(t('kz', 'mail:code.validity', { count: 1500 })).toBe(
      'Код 1\u00a0500 минут бойы жарамды және бір рет қана қолданылады.',
    );
    expect(new Intl.PluralRules('kk').resolvedOptions().pluralCategories.sort()).toEqual([
      'one',
      'other',
    ]);
  });

  it('puts values in as they are (the pages escape what they put into HTML)', () => {
    expect(t('de', 'mail:file.subject', { name: 'A <b> & "c"' })).toBe(
      'Ihre Datei „A <b> & "c"“ aus Gramota',
    );
    expect(textsFor('it')('mail:file.subject', { name: 'x' })).toBe('Il tuo file «x» da Gramota');
  });

  it('gives a group whole, a copy the caller may change', () => {
    const promo = textsOf<{ features: string[] }>('en', 'storage:promoSchool');
    expect(promo.features).toHaveLength(4);
    promo.features.pop();
    expect(textsOf<{ features: string[] }>('en', 'storage:promoSchool').features).toHaveLength(4);
  });

  it('refuses a key Russian does not have instead of showing its name', () => {
    expect(() => t('en', 'mail:file.nothing')).toThrow('no server text mail:file.nothing');
    expect(() => t('en', 'nowhere:file.subject')).toThrow('no server text');
  });
});
