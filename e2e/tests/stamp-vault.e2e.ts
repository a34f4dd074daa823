import { backendRequire } from '@gramota/app-harness';
import { RedactorPage } from '../pages/redactor.page';
import { useTeacher } from '../pages/use-teacher';
import { useAppAndBrowser } from '../support/fixtures';
import { readUntil } from '../support/wait';

const sharp = backendRequire('sharp') as (options: object) => {
  png(): { toBuffer(): Promise<Buffer> };
};

const DIRECTOR = {
  email: 'director@school.test',
  password: 'director password',
  name: 'Olga Director',
};
const TEACHER = { email: 'anna@school.test', password: 'teacher password', name: 'Anna Teacher' };
/** A free A4 diploma of the starter catalogue, which takes stamps. */
const TEMPLATE = 'ru:101:0';

jest.setTimeout(240_000);

/**
 * Issue 37: a teacher working in the school's account may not place the director's signature,
 * asks for it on her document, the director approves it, the teacher places it and makes the
 * file, and the director's log shows the four events.
 */
describe("The director's signature is asked for, approved, placed and logged", () => {
  const handle = useAppAndBrowser();
  const director = useTeacher(handle, 'director');
  const teacher = useTeacher(handle, 'teacher');

  test('request, approval, placement and the made file, each in the log', async () => {
    await teacher.steps.registerAs(TEACHER.email, TEACHER.password, TEACHER.name);
    await teacher.steps.menu.logOut();

    // The director uploads her signature (only she may place it) and gives the teacher access.
    await director.steps.registerAs(DIRECTOR.email, DIRECTOR.password, DIRECTOR.name);
    await director.steps.profile.open('stamp');
    const page = director.page;
    await page.getByLabel('What it is').selectOption('signature');
    await page.getByLabel('Name (optional)').fill('Director O. Director');
    const signature = await sharp({
      create: {
        width: 240,
        height: 120,
        channels: 4,
        background: { r: 10, g: 30, b: 160, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Image file').setInputFiles({
      name: 'signature.png',
      mimeType: 'image/png',
      buffer: signature,
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('[data-kind="signature"]').waitFor();
    await director.steps.profile.open('access');
    await director.steps.profile.grantAccess(TEACHER.email, ['docs_full']);

    // The teacher works in the school's account: the signature is greyed, she asks for it.
    await teacher.steps.logInWithPassword(TEACHER.email, TEACHER.password);
    await teacher.shell.waitForArea('docs');
    await teacher.steps.menu.switchInto(DIRECTOR.name);
    await teacher.shell.waitForArea('docs');
    const editor = new RedactorPage(teacher.page, handle.app.baseUrl);
    await editor.createFromTemplate(TEMPLATE);
    await editor.waitForEditor();
    await editor.typeNewParagraph('Awarded to Ivan Sidorov, 5B');
    await editor.waitUntilSaved();
    await editor.button('stamp').click();
    const dialog = teacher.page.locator('[data-testid="stamp-dialog"]');
    await dialog.getByText('Only those allowed may place it').waitFor();
    await dialog.getByRole('button', { name: 'Ask for it' }).click();
    await teacher.page.getByLabel('Note (optional)').fill('For the olympiad diplomas');
    await teacher.page.getByRole('button', { name: 'Send the request' }).click();
    await teacher.page.getByText(/Request sent/).waitFor();
    await teacher.page.getByRole('button', { name: 'Done' }).click();

    // The director answers in one click on the school's stamp page, beside the preview.
    await director.shell.open('/app/stamps/');
    const requests = director.page.locator('[data-testid="stamp-requests"]');
    await requests
      .getByText(`${TEACHER.name} <${TEACHER.email}> asks to place “Director O. Director”`, {
        exact: false,
      })
      .waitFor();
    await requests.getByRole('button', { name: 'Approve' }).click();
    // The request now reads as approved, by the director.
    await requests.getByText(`Approved — ${DIRECTOR.name} <${DIRECTOR.email}>`).waitFor();

    // Now the teacher places the signature on this document and makes the file.
    await editor.button('stamp').click();
    const choice = dialog.locator('button[data-testid^="stamp-"]', {
      hasText: 'Director O. Director',
    });
    await choice.click();
    await editor.area.locator('[data-testid="object-stamp"]').waitFor();
    await editor.waitUntilSaved();
    const downloaded = teacher.page.waitForEvent('download', { timeout: 120_000 });
    await editor.button('creator-export').click();
    await editor.continueFree();
    await downloaded;

    // The log, newest first: request, approval, placement and the file made with the signature.
    await director.shell.open('/app/stamps/');
    const log = director.page.locator('[data-testid="audit-log"]');
    await log.locator('tbody tr').first().waitFor();
    const actions = await readUntil(
      async () => {
        await director.page.reload();
        await log.locator('tbody tr').first().waitFor();
        return log
          .locator('tbody tr[data-action]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
      },
      (seen) => seen.includes('file_made_with_stamp'),
      60_000,
    );
    expect(actions.slice(0, 4)).toEqual([
      'file_made_with_stamp',
      'stamp_placed',
      'stamp_request_approved',
      'stamp_requested',
    ]);
    const row = log.locator('tbody tr[data-action="file_made_with_stamp"]');
    expect(await row.textContent()).toContain(TEACHER.email);
  });
});
