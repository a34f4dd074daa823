import { DocsPage } from '../pages/docs.page';
import type { Teacher } from '../pages/use-teacher';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

/** Two English catalogue templates: two documents with different names. */
const TEMPLATES = ['en:204:0', 'en:304:0'];
const PASSWORD = 'correct horse battery';
const MESSAGE =
  'Document not found: it was deleted, belongs to another user, or the address has a typo';

/** Seed 001 §2: "A failed document load returns the user to /app/docs/". */
describe('A signed-in teacher opens a document that cannot be opened', () => {
  const handle = useAppAndBrowser();
  const anna = useTeacher(handle, 'anna');
  const boris = useTeacher(handle, 'boris');

  async function opensInEditor(teacher: Teacher, docId: string) {
    teacher.errors.expect(/status of 403 .*\/api\/get-doc\//); // get-doc's 'forbidden', on purpose
    await teacher.page.goto(`${handle.app.baseUrl}/app/redactor/${docId}/`);
  }

  async function landsInMyDocumentsWithMessage(teacher: Teacher) {
    await teacher.shell.pathBecomes('/app/docs/');
    const docs = new DocsPage(teacher.page, handle.app.baseUrl);
    await docs.toastAppears(MESSAGE);
    await docs.waitForList();
    expect(await teacher.page.getByText(MESSAGE).count()).toBe(1);
    expect(await teacher.steps.isLoggedIn()).toBe(true);
  }

  test('deleted forever, another teacher’s, or a mistyped address: My documents and a message', async () => {
    await anna.steps.registerAs('anna.missing@school.test', PASSWORD, 'Anna');
    await boris.steps.registerAs('boris.missing@school.test', PASSWORD, 'Boris');
    const annaDocs = new DocsPage(anna.page, handle.app.baseUrl);
    const [kept, deleted] = await annaDocs.haveDocumentsFrom(TEMPLATES);

    // Deleted: to the trash, then deleted forever, as a teacher does it.
    await annaDocs.open();
    const [, deletedName] = await annaDocs.namesOf([kept!, deleted!]);
    await annaDocs.chooseFromMenu(deletedName!, 'Move to trash');
    await annaDocs.namesOnceShown(deletedName!, false);
    await annaDocs.openView('trash');
    await annaDocs.namesOnceShown(deletedName!);
    await annaDocs.chooseFromMenu(deletedName!, 'Delete forever');
    await annaDocs.modal.locator('[data-testid="confirm-button"]').click();
    await annaDocs.namesOnceShown(deletedName!, false);
    await opensInEditor(anna, deleted!);
    await landsInMyDocumentsWithMessage(anna);

    // Another teacher's document: Boris has Anna's link.
    await opensInEditor(boris, kept!);
    await landsInMyDocumentsWithMessage(boris);

    // A mistyped address.
    await opensInEditor(anna, `${kept}x`);
    await landsInMyDocumentsWithMessage(anna);

    // Anna's own document still opens.
    await opensInEditor(anna, kept!);
    await anna.page.locator('[data-area="redactor"] [data-testid="page"]').waitFor();
  });
});
