import { DocsPage } from '../pages/docs.page';
import { GalleryPage } from '../pages/gallery.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

describe('A teacher picks a template in the gallery', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);
  const galleryPage = () => new GalleryPage(teacher.page, handle.app.baseUrl);

  test('browses a type and a section; the address and the marked links follow', async () => {
    const gallery = galleryPage();
    await gallery.open();
    expect(await gallery.activeCategory()).toBe('');
    expect((await gallery.cardIds()).every((id) => id.startsWith('en:'))).toBe(true);

    await gallery.openCategory('Certificates');
    expect(teacher.shell.currentPath()).toBe('/app/templates/c/');
    const { all } = await gallery.groups();
    expect(all[0]).toBe('all');
    expect(all.length).toBeGreaterThan(1);
    const everything = await gallery.cardIds();

    await gallery.openGroup(all[1]!);
    expect(teacher.shell.currentPath()).toBe(`/app/templates/c/${all[1]}/`);
    const inGroup = await gallery.cardIds();
    expect(inGroup.length).toBeGreaterThan(0);
    expect(inGroup.every((id) => everything.includes(id))).toBe(true);

    // A reload lands on the same section with the same links marked.
    await teacher.shell.reload();
    await gallery.waitForCards();
    expect(await gallery.activeCategory()).toBe('Certificates');
    expect((await gallery.groups()).active).toBe(all[1]);
    expect(await gallery.cardIds()).toEqual(inGroup);
  });

  test('searches the catalogue: an empty query is refused, a word finds its templates', async () => {
    const gallery = galleryPage();
    await gallery.open();
    const [name] = await gallery.cardNames();
    const word = name!.split(' ')[0]!;

    await gallery.search('');
    expect(await gallery.searchError.textContent()).toBe('Enter a search query');
    expect(teacher.shell.currentPath()).toBe('/app/templates/');

    await gallery.search(word.toLowerCase());
    await teacher.shell.pathBecomes(
      `/app/templates/search/?sq=${encodeURIComponent(word.toLowerCase())}`,
    );
    await gallery.waitForCards();
    expect(await gallery.cardNames()).toContain(name);

    await gallery.search('qqzzxx');
    await gallery.area.getByText('Nothing found').waitFor();
    expect(await gallery.cards.count()).toBe(0);
  });

  test('changes the template language, and the choice is kept', async () => {
    const gallery = galleryPage();
    await gallery.open();
    await gallery.chooseLanguage('ru');
    const ids = await readUntil(
      () => gallery.cardIds(),
      (list) => list.length > 0 && list.every((id) => id.startsWith('ru:')),
    );
    expect(ids.every((id) => id.startsWith('ru:'))).toBe(true);
    // Russian templates have regions to choose from.
    expect(await gallery.area.locator('[data-testid="template-region"]').count()).toBe(1);

    await teacher.page.waitForTimeout(500);
    await teacher.shell.reload();
    await gallery.waitForCards();
    expect(await gallery.languageSelect.inputValue()).toBe('ru');
  });

  test('creates a document from a card and finds it in My documents', async () => {
    const gallery = galleryPage();
    await gallery.open('/app/templates/d/');
    const [templateId] = await gallery.cardIds();
    const [name] = await gallery.cardNames();
    await gallery.openCard(templateId!);
    expect(teacher.shell.currentPath()).toBe(
      `/app/templates/card/${templateId!.replace(/:/g, '-')}/`,
    );
    expect(await gallery.details.locator('[data-testid="template-preview"]').count()).toBe(1);
    await gallery.createDocument();
    await readUntil(
      async () => teacher.shell.currentPath(),
      (path) => path.startsWith('/app/redactor/'),
    );
    await teacher.shell.waitForArea('redactor');

    const docs = new DocsPage(teacher.page, handle.app.baseUrl);
    await teacher.shell.goThroughSidebarTo('docs');
    await docs.waitForList();
    expect(await docs.namesOnceShown(name!)).toContain(name);
  });

  test('an address create/{id} makes the document and Back does not make another', async () => {
    const gallery = galleryPage();
    await gallery.open();
    const [templateId] = await gallery.cardIds();
    await teacher.shell.open(`/app/templates/create/${templateId!.replace(/:/g, '-')}/`);
    await readUntil(
      async () => teacher.shell.currentPath(),
      (path) => path.startsWith('/app/redactor/'),
    );
    await teacher.shell.waitForArea('redactor');
    await teacher.shell.pressBack();
    expect(await teacher.shell.pathBecomes('/app/templates/')).toBe('/app/templates/');

    const docs = new DocsPage(teacher.page, handle.app.baseUrl);
    await docs.open();
    expect(await docs.itemNames()).toHaveLength(1);
  });
});
