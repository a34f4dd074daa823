import { WorkshopPage } from '../pages/workshop.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

jest.setTimeout(180_000);

/**
 * Seed 000 §2: leaving a workshop template saves it and sends it for generation. A teacher who
 * edits a template and leaves by the sidebar (not by Ready) makes a document from it at once;
 * one who closes the tab finds the edit kept and the template ready.
 */
describe('Leaving the template editor', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle, 'workshop-leave');

  test('an edit, a sidebar link, then «Create a document» from that template opens the document', async () => {
    const { page, shell, steps } = teacher;
    const { baseUrl } = handle.app;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await steps.registerAs('leave@school.test', 'correct horse battery', 'Анна Сергеевна');
    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    const id = await workshop.createTemplate('Грамота 5А');

    await workshop.openTab('title');
    const titleText = page.getByTestId('workshop-title-text');
    await titleText.fill('Грамота за чтение');
    await titleText.blur();
    // Away at once, before the 5 s autosave: by the sidebar's «My templates».
    await shell.sidebar.getByRole('link', { name: 'My templates' }).click();
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current === '/app/workshop/',
    );

    await workshop.item('Грамота 5А').click();
    await workshop.pressToolbar('Create a document');
    const landed = await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => /^\/app\/redactor\/\d+\/$/.test(current),
      60_000,
    );
    expect(landed).toMatch(/^\/app\/redactor\/\d+\/$/);
    await expect(page.getByText(/being prepared|готовится/).count()).resolves.toBe(0);
    expect((await workshop.savedScene(id)).title.text).toBe('Грамота за чтение');
  });

  test('closing the tab keeps the edit and makes the template ready', async () => {
    const { page, context, steps } = teacher;
    const { baseUrl } = handle.app;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await steps.registerAs('leave-tab@school.test', 'correct horse battery', 'Анна Сергеевна');
    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    const id = await workshop.createTemplate('Грамота 6Б');
    await workshop.openTab('title');
    const titleText = page.getByTestId('workshop-title-text');
    await titleText.fill('Грамота за стихи');
    await titleText.blur();
    await page.close({ runBeforeUnload: true });

    // Another tab of the same browser: the edit was saved and the page picture made.
    const other = new WorkshopPage(await context.newPage(), baseUrl);
    const scene = await readUntil(
      () => other.savedScene(id),
      (stored) => stored.title.text === 'Грамота за стихи',
      30_000,
    );
    expect(scene.title.text).toBe('Грамота за стихи');
    const status = await readUntil(
      async () =>
        (await (
          await other.page.request.get(`${baseUrl}/api/workshop-template-create-status/${id}/`, {
            headers: { 'X-Requested-With': 'XMLHttpRequest' },
          })
        ).json()) as { status: string },
      (answer) => answer.status === 'ready',
      60_000,
    );
    expect(status.status).toBe('ready');
  });
});
