import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@gramota/contracts';
import { kitStrings, registerLocales, type NamespaceStrings } from '@gramota/ui';

/**
 * An i18next instance in `language` as the shell sets it up for the area: the kit's namespace,
 * which an area's namespace falls back to (`fallbackNS`), and `strings`.
 */
export async function instanceWith(strings: NamespaceStrings, language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'ru', fallbackNS: 'kit', resources: {} });
  await Promise.all([registerLocales(instance, kitStrings), registerLocales(instance, strings)]);
  return instance;
}

/**
 * The `language:code` pairs whose error text neither the namespace nor the kit says in that very
 * language (a Russian fallback would not do).
 */
export async function errorTextGaps(strings: NamespaceStrings, codes: readonly string[]) {
  const gaps: string[] = [];
  for (const language of LANGUAGES) {
    const instance = await instanceWith(strings, language);
    for (const code of codes) {
      const key = `errors.${code}`;
      const text =
        instance.getResource(language, strings.ns, key) ??
        instance.getResource(language, 'kit', key);
      if (typeof text !== 'string' || !text) gaps.push(`${language}:${code}`);
    }
  }
  return gaps;
}
