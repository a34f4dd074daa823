import { LANGUAGES } from '@gramota/contracts';
import { stringKeys, type LazyLanguage } from '@gramota/ui';
import { helpStrings } from '../help/help-strings';
import { pwaStrings } from '../pwa/register-pwa-strings';
import { loginStrings, profileStrings } from './page-strings';
import { shellStrings } from './register-shell-strings';
import shellRu from '../../locales/ru/shell.json';

const SHELL_NAMESPACES = [shellStrings, loginStrings, profileStrings, helpStrings, pwaStrings];
const OTHER_LANGUAGES = LANGUAGES.filter((language): language is LazyLanguage => language !== 'ru');

describe('the shell strings', () => {
  // Missing keys, plural forms and placeholders: every-locale-complete.test.ts in the kit.
  test.each(SHELL_NAMESPACES)('$ns: no language keeps a key ru no longer has', async (strings) => {
    for (const language of OTHER_LANGUAGES)
      expect(stringKeys((await strings.load(language)).default)).toEqual(stringKeys(strings.ru));
  });

  test('the list settings name the sections as every area does, in every language', async () => {
    const sections = ['docs_view', 'ready_view', 'storage_view', 'workshop_view'] as const;
    const names: Record<string, readonly string[]> = {
      ru: ['Мои документы', 'Готовые файлы', 'Хранилище', 'Мои шаблоны'],
      en: ['My documents', 'Ready files', 'Storage', 'My templates'],
      uk: ['Мої документи', 'Готові файли', 'Сховище', 'Мої шаблони'],
      kz: ['Менің құжаттарым', 'Дайын файлдар', 'Қойма', 'Менің үлгілерім'],
      be: ['Мае дакументы', 'Гатовыя файлы', 'Сховішча', 'Мае шаблоны'],
      de: ['Meine Dokumente', 'Fertige Dateien', 'Speicher', 'Meine Vorlagen'],
      it: ['I miei documenti', 'File pronti', 'Archivio', 'I miei modelli'],
    };
    const bundles: Record<string, typeof shellRu> = { ru: shellRu };
    for (const language of OTHER_LANGUAGES)
      bundles[language] = (await shellStrings.load(language)).default as typeof shellRu;
    for (const [language, expected] of Object.entries(names))
      expect(sections.map((section) => bundles[language]?.settings.lists[section])).toEqual(
        expected,
      );
  });
});
