import i18next from 'i18next';
import {
  loadLanguage,
  registerNamespace,
  registeredNamespaces,
  switchLanguage,
  type NamespaceStrings,
} from './lazy-strings';

function languageFiles() {
  const fetched: string[] = [];
  const file = (language: string, save: string) => () => {
    fetched.push(language);
    return Promise.resolve({ save });
  };
  const strings: NamespaceStrings = {
    ns: 'area',
    ru: { save: 'Сохранить' },
    load: {
      en: file('en', 'Save'),
      uk: file('uk', 'Зберегти'),
      kz: file('kz', 'Сақтау'),
      be: file('be', 'Захаваць'),
      de: file('de', 'Speichern'),
      it: file('it', 'Salva'),
    },
  };
  return { strings, fetched };
}

async function instance(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: 'ru', resources: {} });
  return i18n;
}

describe('strings that load by language', () => {
  it('adds Russian at once and fetches only the current language', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('de');
    const ready = registerNamespace(i18n, strings);
    expect(i18n.t('save', { ns: 'area' })).toBe('Сохранить');
    await ready;
    expect(i18n.t('save', { ns: 'area' })).toBe('Speichern');
    expect(fetched).toEqual(['de']);
  });

  it('fetches nothing for Russian, and nothing twice', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('ru');
    await registerNamespace(i18n, strings);
    await loadLanguage(i18n, 'kz');
    await loadLanguage(i18n, 'kz');
    expect(fetched).toEqual(['kz']);
  });

  it('switches every registered namespace before the language changes', async () => {
    const { strings } = languageFiles();
    const other = languageFiles().strings;
    const i18n = await instance('ru');
    await registerNamespace(i18n, strings);
    await registerNamespace(i18n, { ...other, ns: 'second' });
    const seen: string[] = [];
    i18n.on('languageChanged', () => {
      seen.push(i18n.t('save', { ns: 'area' }), i18n.t('save', { ns: 'second' }));
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
      load: { ...strings.load, it: () => Promise.reject(new Error('offline')) },
    };
    const i18n = await instance('ru');
    await registerNamespace(i18n, broken);
    await switchLanguage(i18n, 'it');
    expect(i18n.t('save', { ns: 'area' })).toBe('Сохранить');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('takes preloaded bundles as they are', async () => {
    const { strings, fetched } = languageFiles();
    const i18n = await instance('en');
    await registerNamespace(i18n, strings, { en: { save: 'Keep' } });
    expect(i18n.t('save', { ns: 'area' })).toBe('Keep');
    expect(fetched).toEqual([]);
  });
});
