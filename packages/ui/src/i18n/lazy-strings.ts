import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@gramota/contracts';

/** One namespace's strings in one language (nested objects of strings). */
export type StringsBundle = object;

/** The languages that load on demand: Russian is the fallback and always present. */
export type LazyLanguage = Exclude<Language, 'ru'>;

/** What `import('../locales/<lng>/<ns>.json')` resolves to (webpack and jest alike). */
export interface LocaleModule {
  default: StringsBundle;
}

/**
 * One namespace's strings, `locales/{lng}/{ns}.json` at its package's root: Russian eagerly (the
 * seeds' texts and every other language's fallback, imported by the package), each other language
 * fetched by `load`, whose template `import()` webpack turns into one lazy chunk per file, so a
 * teacher downloads only the language she reads.
 */
export interface NamespaceStrings {
  ns: string;
  ru: StringsBundle;
  load: (language: LazyLanguage) => Promise<LocaleModule>;
}

/**
 * The one way a package declares a namespace:
 * `defineLocales('docs', ru, (lng) => import(`../locales/${lng}/docs.json`))`.
 */
export function defineLocales(
  ns: string,
  ru: StringsBundle,
  load: (language: LazyLanguage) => Promise<LocaleModule>,
): NamespaceStrings {
  return { ns, ru, load };
}

// The registry lives on the i18next instance (a Module Federation singleton), not in this
// module: every area's copy of the helper then sees the namespaces the others registered.
const REGISTRY = Symbol.for('gramota.lazyStrings');
interface Entry {
  strings: NamespaceStrings;
  /** Languages whose bundle this part has added. */
  loaded: Set<string>;
}
type Registry = Map<string, Entry>;

function registryOf(instance: I18n): Registry {
  const holder = instance as I18n & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

function isLazyLanguage(language: string): language is LazyLanguage {
  return language !== DEFAULT_LANGUAGE && (LANGUAGES as readonly string[]).includes(language);
}

async function loadNamespace(instance: I18n, { strings, loaded }: Entry, language: string) {
  if (!isLazyLanguage(language) || loaded.has(language)) return;
  try {
    const bundle = (await strings.load(language)).default;
    instance.addResourceBundle(language, strings.ns, bundle, true, true);
    loaded.add(language);
  } catch (error) {
    // A chunk that failed to download (offline, new deploy) leaves the Russian fallback showing
    // instead of raw keys; the next switch or load tries again.
    console.warn(`strings ${strings.ns}/${language} did not load`, error);
  }
}

/**
 * Adds a namespace: Russian at once, the current language when it arrives. `preloaded` bundles
 * (tests pass English) are added synchronously and never fetched.
 */
export function registerLocales(
  instance: I18n,
  strings: NamespaceStrings,
  preloaded: Partial<Record<LazyLanguage, StringsBundle>> = {},
): Promise<void> {
  instance.addResourceBundle(DEFAULT_LANGUAGE, strings.ns, strings.ru, true, true);
  const entry: Entry = { strings, loaded: new Set() };
  for (const [language, bundle] of Object.entries(preloaded)) {
    instance.addResourceBundle(language, strings.ns, bundle, true, true);
    entry.loaded.add(language);
  }
  registryOf(instance).set(strings.ns, entry);
  return loadNamespace(instance, entry, instance.language ?? DEFAULT_LANGUAGE);
}

/** Downloads one language of every registered namespace (before the switch, so nothing flashes). */
export async function loadLanguage(instance: I18n, language: string): Promise<void> {
  await Promise.all(
    [...registryOf(instance).values()].map((entry) => loadNamespace(instance, entry, language)),
  );
}

/**
 * Switches the interface language: every mounted area's namespaces are loaded first, then one
 * languageChanged re-renders them all at once in the new language.
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await loadLanguage(instance, language);
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The namespaces registered so far (for the completeness test and diagnostics). */
export function registeredNamespaces(instance: I18n): NamespaceStrings[] {
  return [...registryOf(instance).values()].map((entry) => entry.strings);
}
