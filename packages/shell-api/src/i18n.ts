import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@gramota/contracts';
import { commonStrings, kitStrings, registerLocales } from '@gramota/ui';

/**
 * Initialises the one i18next instance (a Module Federation singleton) with the common strings:
 * Russian at once, the chosen language's chunk before the first render.
 */
export async function initI18n(language: Language): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['common'],
      defaultNS: 'common',
      // The file-area kit's texts (folder commands, error messages) are one set in 'kit'; an
      // area's namespace words only what differs, and every other key falls back to the kit's.
      fallbackNS: 'kit',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      // A namespace's language chunk may arrive after an area rendered in the Russian fallback:
      // re-render when a bundle is added.
      react: { bindI18nStore: 'added' },
    });
    await Promise.all([
      registerLocales(i18next, commonStrings),
      registerLocales(i18next, kitStrings),
    ]);
  }
  return i18next;
}
