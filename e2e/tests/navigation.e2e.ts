import { areaTitles, sidebarPages, windowTitle, type AreaName } from '../pages/areas';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

describe('A teacher finds their way around the app', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('opening the app lands on My documents', async () => {
    const { shell } = teacher;
    await shell.open('/app/');

    expect(await shell.expectedHeadingOf('docs')).toBe('My documents');
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
    expect(await shell.windowTitleBecomes(windowTitle('docs'))).toBe(windowTitle('docs'));
    expect(await shell.currentSidebarPages()).toEqual(['docs']);
    await expect(shell.topbar.isVisible()).resolves.toBe(true);
  });

  test('the root address redirects into the app', async () => {
    const { shell } = teacher;
    await shell.open('/');

    expect(await shell.expectedHeadingOf('docs')).toBe('My documents');
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');
  });

  test('an anonymous teacher sees every sidebar entry but settings', async () => {
    const { shell } = teacher;
    await shell.open('/app/');
    await shell.waitForArea('docs');

    expect(await shell.sidebarPagesShown()).toEqual(expect.arrayContaining([...sidebarPages]));
    expect(await shell.sidebarPagesShown()).not.toContain('settings');
  });

  test('the teacher visits every area through the sidebar', async () => {
    const { shell } = teacher;
    await shell.open('/app/');
    await shell.waitForArea('docs');

    const titlesSeen: string[] = [];
    // Leave docs first so that coming back to it is a real switch, then go round the sidebar.
    for (const area of [...sidebarPages.slice(1), sidebarPages[0]]) {
      await shell.goThroughSidebarTo(area);

      expect({ area, heading: await shell.expectedHeadingOf(area) }).toEqual({
        area,
        heading: areaTitles[area],
      });
      expect({ area, path: await shell.pathBecomes(`/app/${area}/`) }).toEqual({
        area,
        path: `/app/${area}/`,
      });
      expect({ area, current: await shell.currentSidebarPages() }).toEqual({
        area,
        current: [area],
      });
      const title = await shell.windowTitleBecomes(windowTitle(area));
      expect({ area, title }).toEqual({ area, title: windowTitle(area) });
      titlesSeen.push(title);
    }
    expect(new Set(titlesSeen).size).toBe(sidebarPages.length);
  });

  const directAddresses: Array<[string, AreaName]> = [
    ['/app/docs/', 'docs'],
    ['/app/templates/', 'templates'],
    ['/app/ready/', 'ready'],
    ['/app/storage/', 'storage'],
    ['/app/drive/', 'drive'],
    ['/app/workshop/', 'workshop'],
    ['/app/pay/', 'pay'],
    ['/app/spreadsheet/123/', 'spreadsheet'],
  ];

  test.each(directAddresses)('typing %s opens %s', async (address, area) => {
    const { shell, errors } = teacher;
    // Document 123 is nobody's here: the table's data call answers 404, on purpose.
    if (area === 'spreadsheet') errors.expect(/status of 404 .*\/api\/spreadsheet-meta-get\/123\//);
    await shell.open(address);

    expect(await shell.expectedHeadingOf(area)).toBe(areaTitles[area]);
    expect(await shell.windowTitleBecomes(windowTitle(area))).toBe(windowTitle(area));
    expect(shell.currentPath()).toBe(address);
    await expect(shell.sidebar.isVisible()).resolves.toBe(true);
  });

  test("typing the editor's address of a document that is not mine asks me to log in", async () => {
    const { shell, errors } = teacher;
    errors.expect(/status of 403 .*\/api\/get-doc\/123\//); // get-doc's 'forbidden', on purpose
    await shell.open('/app/redactor/123/');
    expect(await shell.pathBecomes('/app/login/')).toBe('/app/login/');
    await teacher.page.getByText('Log in to access the document').waitFor();
  });

  test('Back and Forward take the teacher to the previous and next areas', async () => {
    const { shell } = teacher;
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    await shell.goThroughSidebarTo('ready');
    await shell.goThroughSidebarTo('storage');

    await shell.pressBack();
    expect(await shell.expectedHeadingOf('ready')).toBe('Ready files');
    expect(await shell.pathBecomes('/app/ready/')).toBe('/app/ready/');
    expect(await shell.currentSidebarPages()).toEqual(['ready']);
    expect(await shell.windowTitleBecomes(windowTitle('ready'))).toBe(windowTitle('ready'));

    await shell.pressBack();
    expect(await shell.expectedHeadingOf('docs')).toBe('My documents');
    expect(await shell.pathBecomes('/app/docs/')).toBe('/app/docs/');

    await shell.pressForward();
    expect(await shell.expectedHeadingOf('ready')).toBe('Ready files');
    expect(await shell.pathBecomes('/app/ready/')).toBe('/app/ready/');
    expect(await shell.currentSidebarPages()).toEqual(['ready']);
  });

  test('reloading a deep address keeps the teacher in the same area', async () => {
    const { shell } = teacher;
    await shell.open('/app/storage/folder/42/');
    expect(await shell.expectedHeadingOf('storage')).toBe('Storage');

    await shell.reload();
    expect(await shell.expectedHeadingOf('storage')).toBe('Storage');
    expect(shell.currentPath()).toBe('/app/storage/folder/42/');
    expect(await shell.currentSidebarPages()).toEqual(['storage']);
  });

  test('a stray # in the address is removed', async () => {
    const { shell } = teacher;
    await shell.open('/app/ready/#');

    expect(await shell.expectedHeadingOf('ready')).toBe('Ready files');
    const url = await readUntil(
      async () => shell.page.url(),
      (current) => !current.includes('#'),
    );
    expect(url).not.toContain('#');
    expect(shell.currentPath()).toBe('/app/ready/');
  });

  test('Back closes an open modal', async () => {
    const { shell } = teacher;
    await shell.open('/app/docs/');
    await shell.waitForArea('docs');
    await shell.goThroughSidebarTo('ready');

    await shell.openLanguageChooser();
    expect(await shell.modal.count()).toBeGreaterThan(0);

    await shell.pressBack();
    await shell.modal.first().waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await shell.modal.first().isVisible()).toBe(false);

    // Whatever the Back led to, the page shown matches the address bar.
    const page = shell.currentPath().split('/')[2] as AreaName;
    expect(Object.keys(areaTitles)).toContain(page);
    expect(await shell.expectedHeadingOf(page)).toBe(areaTitles[page]);
    expect(await shell.currentSidebarPages()).toEqual([page]);
  });
});
