import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

/** What the sidebar and each area's heading say in Kazakh (packages/ui/src/i18n/kz.ts). */
const KAZAKH = {
  docs: 'Менің құжаттарым',
  templates: 'Үлгілер',
  ready: 'Дайын файлдар',
  storage: 'Қойма',
  drive: 'Диск',
  workshop: 'Менің үлгілерім',
} as const;

describe('Seven interface languages', () => {
  const handle = useAppAndBrowser();
  // A teacher whose browser reads Kazakh, on a page opened in Russian (?lng=ru).
  const teacher = useTeacher(handle, '', { locale: 'kk-KZ' });
  const english = useTeacher(handle, 'english');

  test('the language chooser offers all seven, each in its own name', async () => {
    const { shell } = english;
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    await shell.openLanguageChooser();
    const offered = await shell.modal
      .locator('[data-language]')
      .evaluateAll((buttons) =>
        buttons.map((button) => `${button.getAttribute('data-language')}:${button.textContent}`),
      );
    expect(offered).toEqual([
      'ru:Русский',
      'en:English',
      'uk:Українська',
      'kz:Қазақша',
      'be:Беларуская',
      'de:Deutsch',
      'it:Italiano',
    ]);
  });

  test('Kazakh is offered once, in Kazakh, and switching re-renders the chrome and every area', async () => {
    const { shell, page, steps } = teacher;
    await shell.open('/app/docs/?lng=ru');
    await shell.waitForArea('docs');
    expect((await shell.areaHeading('docs').textContent())?.trim()).toBe('Мои документы');

    // Seed 000 §4: after 2 s, the browser's language is suggested, in that language.
    const suggestion = page.locator('[data-testid="language-suggestion"]');
    await suggestion.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await suggestion.getAttribute('lang')).toBe('kz');
    await suggestion.locator('button').first().click();

    // The mounted area and the chrome change together, without a reload.
    expect(await shell.expectedHeadingOfText('docs', KAZAKH.docs)).toBe(KAZAKH.docs);
    expect((await shell.sidebarLink('ready').textContent())?.trim()).toBe(KAZAKH.ready);
    expect((await steps.languageButton.textContent())?.trim()).toBe('KZ');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('kz');

    // Areas mounted afterwards arrive in Kazakh too.
    for (const area of ['templates', 'ready', 'storage', 'drive', 'workshop'] as const) {
      await shell.sidebarLink(area).click();
      expect(await shell.expectedHeadingOfText(area, KAZAKH[area])).toBe(KAZAKH[area]);
    }

    // The choice and the flag are kept: the next visit opens in Kazakh with no suggestion.
    await shell.open('/app/docs/');
    expect(await shell.expectedHeadingOfText('docs', KAZAKH.docs)).toBe(KAZAKH.docs);
    await page.waitForTimeout(2500);
    expect(await suggestion.count()).toBe(0);
    const title = await readUntil(
      () => page.title(),
      (text) => text.startsWith(KAZAKH.docs),
    );
    expect(title.startsWith(KAZAKH.docs)).toBe(true);
  });
});
