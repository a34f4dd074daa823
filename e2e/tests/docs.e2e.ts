import { DocsPage } from '../pages/docs.page';
import { GalleryPage } from '../pages/gallery.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

/** English templates of the starter catalogue (packages/template-artwork): free and PRO ones. */
const FREE_TEMPLATES = ['en:204:0', 'en:304:0', 'en:505:0'];
const PRO_TEMPLATE = 'en:106:0';

const OPEN_READY = 'Open ready files';

describe('A teacher keeps documents in order in My documents', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);
  const docsPage = () => new DocsPage(teacher.page, handle.app.baseUrl);

  test('makes a certificate from a template in a new folder, renames it, stars it and drags it to another folder', async () => {
    const docs = docsPage();
    const gallery = new GalleryPage(teacher.page, handle.app.baseUrl);
    await docs.open();
    await docs.createFolder('Class 5A');
    await docs.createFolder('Olympiad');

    // When I open the folder and start a new document there, the gallery remembers the folder.
    await docs.openFolder('Class 5A');
    await docs.pressToolbar('New document');
    await gallery.waitForCards();
    expect(teacher.shell.currentPath()).toMatch(/^\/app\/templates\/\?folder=f\d+$/);
    await gallery.openCategory('Certificates');
    const [templateId] = await gallery.cardIds();
    const [templateName] = await gallery.cardNames();
    expect(templateId).toMatch(/^en:\d+:\d+$/);
    await gallery.openCard(templateId!);
    await gallery.createDocument();

    // The new document opens in the editor.
    const editorPath = await readUntil(
      async () => teacher.shell.currentPath(),
      (path) => /^\/app\/redactor\/\d+\/$/.test(path),
    );
    expect(editorPath).toMatch(/^\/app\/redactor\/\d+\/$/);
    await teacher.shell.waitForArea('redactor');

    // Back in My documents, the document is in the folder.
    await teacher.shell.goThroughSidebarTo('docs');
    await docs.waitForList();
    await docs.openFolder('Class 5A');
    expect(await docs.namesOnceShown(templateName!)).toEqual([templateName]);

    await docs.rename(templateName!, 'Certificate for Anna Petrova');
    expect(await docs.itemNames()).toEqual(['Certificate for Anna Petrova']);

    await docs.chooseFromMenu('Certificate for Anna Petrova', 'Add to favorites');
    await docs.toastAppears('Added to favorites');
    await docs.openView('favorite');
    expect(await docs.namesOnceShown('Certificate for Anna Petrova')).toContain(
      'Certificate for Anna Petrova',
    );

    // Drag it onto the breadcrumb of My documents, then into the other folder.
    await docs.openView('root');
    await docs.openFolder('Class 5A');
    await docs.dragOnto('Certificate for Anna Petrova', docs.folderCrumb('My documents'));
    expect(await docs.namesOnceShown('Certificate for Anna Petrova', false)).toEqual([]);
    await docs.openView('root');
    expect(await docs.namesOnceShown('Certificate for Anna Petrova')).toContain(
      'Certificate for Anna Petrova',
    );
    await docs.dragOnto('Certificate for Anna Petrova', docs.item('Olympiad'));
    expect(await docs.namesOnceShown('Certificate for Anna Petrova', false)).not.toContain(
      'Certificate for Anna Petrova',
    );
    await docs.openFolder('Olympiad');
    expect(await docs.namesOnceShown('Certificate for Anna Petrova')).toEqual([
      'Certificate for Anna Petrova',
    ]);

    // The Move to… dialog does the same with a folder picker.
    await docs.chooseFromMenu('Certificate for Anna Petrova', 'Move to…');
    await docs.modal.locator('[data-folder-id]', { hasText: 'Class 5A' }).waitFor();
    await docs.modal.locator('[data-folder-id]', { hasText: 'Class 5A' }).click();
    await docs.modal.locator('[data-testid="move-here"]').click();
    expect(await docs.namesOnceShown('Certificate for Anna Petrova', false)).toEqual([]);
  });

  test('selects two documents with a rubber band, moves them to the trash and restores them', async () => {
    const docs = docsPage();
    await docs.open();
    const ids = await docs.haveDocumentsFrom(FREE_TEMPLATES.slice(0, 2));
    await docs.open();
    const names = await docs.namesOf(ids);

    await docs.rubberBandSelect(names);
    expect((await docs.selectedNames()).sort()).toEqual([...names].sort());

    await docs.pressToolbar('Move to trash');
    await docs.toastAppears('Items moved to the trash: 2');
    expect(await docs.namesOnceShown(names[0]!, false)).not.toContain(names[1]);

    await docs.openView('trash');
    expect((await docs.namesOnceShown(names[1]!)).sort()).toEqual([...names].sort());
    await docs.openItem(names[0]!);
    await docs.toastAppears('Recover document or folder before opening!');

    await docs.select(names[0]!);
    await docs.select(names[1]!, { add: true });
    await docs.pressToolbar('Restore');
    await teacher.shell.pathBecomes('/app/docs/');
    await docs.waitForList();
    expect(await docs.namesOnceShown(names[1]!)).toEqual(expect.arrayContaining(names));

    // Deleting forever asks first; clearing the trash empties it.
    await docs.chooseFromMenu(names[0]!, 'Move to trash');
    await docs.namesOnceShown(names[0]!, false);
    await docs.openView('trash');
    await docs.namesOnceShown(names[0]!);
    await docs.chooseFromMenu(names[0]!, 'Delete forever');
    await docs.modal.locator('[data-testid="confirm-button"]').click();
    expect(await docs.namesOnceShown(names[0]!, false)).toEqual([]);
    expect(await docs.area.getByText('The trash is empty').count()).toBe(1);
  });

  test('searches with three letters or more and hears "Nothing found" otherwise', async () => {
    const docs = docsPage();
    await docs.open();
    const ids = await docs.haveDocumentsFrom(FREE_TEMPLATES);
    await docs.open();
    const [name] = await docs.namesOf(ids.slice(0, 1));
    const word = name!.split(' ')[0]!;

    await docs.search(word.slice(0, 2));
    await teacher.page.waitForTimeout(800);
    expect(teacher.shell.currentPath()).toBe('/app/docs/');

    await docs.search(word.slice(0, 4).toLowerCase());
    expect(
      await teacher.shell.pathBecomes(`/app/docs/search/?sq=${word.slice(0, 4).toLowerCase()}`),
    ).toBe(`/app/docs/search/?sq=${word.slice(0, 4).toLowerCase()}`);
    expect(await docs.namesOnceShown(name!)).toContain(name);

    await docs.search('zzqqxx');
    await docs.toastAppears('Nothing found');
    expect(await docs.area.getByText('Nothing found').count()).toBe(1);
    expect(await docs.itemNames()).toEqual([]);
  });

  test('switches between the list and thumbnails, and the choice survives a reload', async () => {
    const docs = docsPage();
    await docs.open();
    await docs.haveDocumentsFrom(FREE_TEMPLATES.slice(0, 1));
    await docs.open();
    expect(await docs.viewBecomes('thumbnail')).toBe('thumbnail');

    await docs.switchView('list');
    await teacher.page.waitForTimeout(500);
    await teacher.shell.reload();
    await docs.waitForList();
    expect(await docs.viewBecomes('list')).toBe('list');

    await docs.switchView('thumbnail');
    await teacher.page.waitForTimeout(500);
    await teacher.shell.reload();
    await docs.waitForList();
    expect(await docs.viewBecomes('thumbnail')).toBe('thumbnail');
  });

  test('hears the seeds\u2019 alerts for a wrong selection, and "create files" makes the file into Ready files', async () => {
    const docs = docsPage();
    await docs.open();
    const [free, pro] = await docs.haveDocumentsFrom([FREE_TEMPLATES[0]!, PRO_TEMPLATE]);
    await docs.open();
    await docs.createFolder('Class 7B');
    const [freeName, proName] = await docs.namesOf([free!, pro!]);

    await docs.pressToolbar('Rename');
    await docs.toastAppears('Select a document or folder');
    await docs.select('Class 7B');
    await docs.pressToolbar('Copy');
    await docs.toastAppears('Select document');

    await docs.select(freeName!, { add: true });
    await docs.pressToolbar('Create files');
    await docs.modal.getByText('Please, select only documents!').waitFor();
    expect(await docs.modal.locator('h2').textContent()).toBe('Error');
    await docs.modal.getByRole('button', { name: 'Close' }).last().click();

    await docs.select(proName!);
    await docs.pressToolbar('Create files');
    await docs.modal
      .getByText(
        'You need PRO access to all templates used in the selected documents in order to get the files this way.',
      )
      .waitFor();
    await docs.modal.getByRole('button', { name: 'Close' }).last().click();

    // The creator makes the file (a free document waits its 10 s on the server, the job polls
    // every 4 s), and the job leads to Ready files, where the file is.
    await docs.select(freeName!);
    await docs.pressToolbar('Create files');
    const job = docs.modal.locator('[data-testid="create-files"]');
    const phase = await readUntil(
      async () => job.getAttribute('data-phase'),
      (current) => current === 'ready' || current === 'failed',
      60_000,
    );
    expect([phase, await job.locator('[data-testid="create-files-text"]').textContent()]).toEqual([
      'ready',
      expect.any(String),
    ]);
    await job.getByRole('button', { name: OPEN_READY }).click();
    expect(await teacher.shell.pathBecomes('/app/ready/')).toBe('/app/ready/');
    const readyItems = teacher.page.locator('[data-area="ready"] [data-item-id]');
    await readyItems.first().waitFor({ timeout: 30_000 });
    expect(await readyItems.count()).toBe(1);
  });

  test('sees the four most recent documents up front once there are more than four', async () => {
    const docs = docsPage();
    await docs.open();
    await docs.haveDocumentsFrom(FREE_TEMPLATES.slice(0, 3));
    await docs.open();
    expect(await docs.quickAccess.count()).toBe(0);
    await docs.haveDocumentsFrom(FREE_TEMPLATES.slice(0, 2));
    await docs.open();
    await docs.quickAccess.waitFor();
    expect(await docs.quickAccess.locator('button[data-doc-id]').count()).toBe(4);
  });

  test('names a new folder: an empty name, a too long one and one with HTML are refused on the field', async () => {
    const docs = docsPage();
    await docs.open();
    await docs.pressToolbar('New folder');
    const name = docs.modal.locator('input[name="name"]');
    expect(await name.inputValue()).toBe('New folder');

    await docs.submitName('');
    expect(await docs.nameError.textContent()).toBe('Please fill in this field');
    await docs.submitName('x'.repeat(101));
    expect(await docs.nameError.textContent()).toBe(
      'The field cannot be longer than 100 characters',
    );
    // The server's answer names the field; its tooltip lands there (seed 000 §7 Form answer).
    teacher.errors.expect(/status of 400/);
    await docs.submitName('<b>Class 9</b>');
    await readUntil(
      async () => (await docs.nameError.count()) > 0 && (await docs.nameError.textContent()),
      (text) => text === 'The name cannot contain HTML tags',
    );
    expect(await docs.nameError.textContent()).toBe('The name cannot contain HTML tags');

    await docs.submitName('Class 9');
    await docs.modal.waitFor({ state: 'detached' });
    expect(await docs.namesOnceShown('Class 9')).toEqual(['Class 9']);
  });

  test('asking for files from more than 30 documents shows the "more than 30" modal', async () => {
    const docs = docsPage();
    await docs.open();
    await docs.haveDocumentsFrom(Array.from({ length: 31 }, () => FREE_TEMPLATES[0]!));
    await docs.open();
    await readUntil(
      async () => (await docs.itemNames()).length,
      (count) => count === 31,
    );
    await docs.area.locator('[data-item-id]').first().click();
    await teacher.page.keyboard.press('Control+A');
    expect(await docs.selectedNames()).toHaveLength(31);

    teacher.errors.expect(/status of 400/);
    await docs.pressToolbar('Create files');
    await docs.modal.locator('h2', { hasText: 'More than 30 documents' }).waitFor();
    expect(await docs.modal.textContent()).toContain('Documents selected: 31');
  });
});
