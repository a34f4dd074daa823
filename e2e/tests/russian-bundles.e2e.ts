import { collectScripts } from '@gramota/app-harness';
import { sidebarPages } from '../pages/areas';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { languagesIn, telltaleTexts } from '../support/locale-texts';
import { readUntil } from '../support/wait';

/**
 * Strings are data (locales/{lng}/{ns}.json) and every language but Russian is a lazy chunk of
 * its own: a teacher reading Russian downloads no other language anywhere in the app.
 */
describe('A Russian teacher downloads only Russian strings', () => {
  const handle = useAppAndBrowser();
  // Every script comes from the network (the service worker would hand later ones from its cache).
  const teacher = useTeacher(handle, 'russian', { locale: 'ru-RU', serviceWorkers: 'block' });

  test('a tour of every area brings no other language; choosing English brings English', async () => {
    const { shell, page } = teacher;
    const downloads = collectScripts(teacher.context);
    const texts = telltaleTexts();
    expect(texts.get('en')?.length).toBeGreaterThan(100);

    await shell.open('/app/docs/');
    expect(await shell.expectedHeadingOfText('docs', 'Мои документы')).toBe('Мои документы');
    for (const area of sidebarPages.slice(1)) await shell.goThroughSidebarTo(area);
    // A document of this visitor's, for the editor and the table (reached as the app's links go).
    const docId = await shell.createDocument();
    // The help, the editor and the table (last: the language switch below re-reads its heading).
    for (const [address, area] of [
      ['/app/help/redactor/', 'help'],
      [`/app/redactor/${docId}/`, 'redactor'],
      [`/app/spreadsheet/${docId}/`, 'spreadsheet'],
    ] as const)
      await shell.followAppLink(address, area);
    await page.locator('[data-testid="sheet-grid"][data-rows]').waitFor();

    const russianTour = (await downloads.scripts()).map((script) => script.body.toString('utf8'));
    expect(russianTour.length).toBeGreaterThan(5);
    expect(languagesIn(russianTour, texts)).toEqual({});

    // The check sees a language when one does travel: choosing English fetches its chunks.
    await shell.openLanguageChooser();
    await shell.modal.locator('[data-language="en"]').click();
    const heading = await readUntil(
      async () => (await shell.areaHeading('spreadsheet').textContent()) ?? '',
      (text) => text.startsWith('Mass creation'),
    );
    expect(heading).toMatch(/^Mass creation/);
    const withEnglish = (await downloads.scripts()).map((script) => script.body.toString('utf8'));
    expect(Object.keys(languagesIn(withEnglish, texts))).toEqual(['en']);
  });
});
