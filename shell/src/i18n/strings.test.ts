import { stringKeys } from '@gramota/ui';
// The check is test-only, so it stays out of the package's index (which is in every first load).
import { namespaceGaps } from '@gramota/ui/testing';
import { helpStrings } from '../help/help-strings';
import { loginStrings, profileStrings } from './page-strings';
import { shellStrings } from './register-shell-strings';
import { shellRu } from './shell.ru';

const SHELL_NAMESPACES = [shellStrings, loginStrings, profileStrings, helpStrings];

describe('the shell strings', () => {
  test.each(SHELL_NAMESPACES)(
    '$ns: every language has every ru key, its own plural forms and the placeholders',
    async (strings) => {
      expect(await namespaceGaps(strings)).toEqual([]);
    },
  );

  test.each(SHELL_NAMESPACES)('$ns: no language keeps a key ru no longer has', async (strings) => {
    for (const load of Object.values(strings.load))
      expect(stringKeys(await load())).toEqual(stringKeys(strings.ru));
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
    for (const [language, load] of Object.entries(shellStrings.load))
      bundles[language] = (await load()) as typeof shellRu;
    for (const [language, expected] of Object.entries(names))
      expect(sections.map((section) => bundles[language]?.settings.lists[section])).toEqual(
        expected,
      );
  });
});
