import i18next from 'i18next';
import { runtimeT } from './translate';
import {
  loadLanguage,
  defineLocales,
  registerLocales,
  type LazyLanguage,
  registeredNamespaces,
  switchLanguage,
} from './lazy-strings';

function languageFiles() {
  const fetched: string[] = [];
  const texts: Record<string, string> = {
    en: 'Save',
    uk: 'Зберегти',
    kz: 'Сақтау',
    be: 'Захаваць',
    de: 'Speichern',
    it: 'Salva',
  };
  const strings = defineLocales('area', { save: 'Сохранить' }, (language) => {
    fetched.push(language);
    return Promise.resolve({ default: { save: texts[language] } });
  });
  return { strings, fetched };
}

/** A made-up namespace's 'save' (its keys are no package's, so not in the checked types). */
const saveIn = (i18n: typeof i18next, ns: string) => runtimeT(i18n.t)('save', { ns });

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: 'ru', resources: {} });
  return i18n;
}

describe('strings that load by language', () => {
  it('adds Russian at once and fetches only the current language', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('de');
    const ready = registerLocales(i18n, strings);
    expect(saveIn(i18n, 'area')).toBe('Сохранить');
    await ready;
    expect(saveIn(i18n, 'area')).toBe('Speichern');
    expect(fetched).toEqual(['de']);
  });

  it('fetches nothing for Russian, and nothing twice', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('ru');
    await registerLocales(i18n, strings);
    await loadLanguage(i18n, 'kz');
    await loadLanguage(i18n, 'kz');
    expect(fetched).toEqual(['kz']);
  });

  it('switches every registered namespace before the language changes', async () => {
    const { strings } = languageFiles();
    const other = languageFiles().strings;
    const i18n = await instance('ru');
    await registerLocales(i18n, strings);
    await registerLocales(i18n, { ...other, ns: 'second' });
    const seen: string[] = [];
    i18n.on('languageChanged', () => {
      seen.push(saveIn(i18n, 'area'), saveIn(i18n, 'second'));
    });
    await switchLanguage(i18n, 'kz');
    expect(seen).toEqual(['Сақтау', 'Сақтау']);
    expect(registeredNamespaces(i18n).map(({ ns }) => ns)).toEqual(['area', 'second']);
  });

  it('keeps the Russian fallback when a language file fails to download', async () => {
    const { strings } = languageFiles();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      ...strings,
      load: (language: LazyLanguage) =>
        language === 'it' ? Promise.reject(new Error('offline')) : strings.load(language),
    };
    const i18n = await instance('ru');
    await registerLocales(i18n, broken);
    await switchLanguage(i18n, 'it');
    expect(saveIn(i18n, 'area')).toBe('Сохранить');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('takes preloaded bundles as they are', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('en');
    await registerLocales(i18n, strings, { en: { save: 'Keep' } });
    expect(saveIn(i18n, 'area')).toBe('Keep');
    expect(fetched).toEqual([]);
  });
});
