import { DocsPage } from '../pages/docs.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

jest.setTimeout(180_000);

describe('A teacher keeps the Drive in folders', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle, 'drive');

  test('makes, renames, trashes and restores a folder with the same kit as every file area', async () => {
    const { page, steps } = teacher;
    await steps.registerAs('drive@school.test', 'correct horse battery', 'Ольга Ивановна');
    // Every file area is the same kit: the docs page object drives it by the area's name.
    const drive = new DocsPage(page, handle.app.baseUrl, 'drive');
    await drive.open();
    await drive.area.getByText('Drive is empty').waitFor();

    await drive.createFolder('5А — весна');
    await drive.rename('5А — весна', '5А — весна 2027');
    await drive.chooseFromMenu('5А — весна 2027', 'To trash');
    await drive.namesOnceShown('5А — весна 2027', false);

    await drive.open('/app/drive/trash/');
    await drive.namesOnceShown('5А — весна 2027');
    await drive.chooseFromMenu('5А — весна 2027', 'Restore');
    await drive.namesOnceShown('5А — весна 2027', false);

    await drive.open();
    await drive.namesOnceShown('5А — весна 2027');
    // The folder opens, empty, with its name in the breadcrumbs.
    await drive.openFolder('5А — весна 2027');
    await drive.area.getByText('This folder is empty').waitFor();
  });
});
