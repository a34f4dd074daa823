import { storagePaths } from '@gramota/contracts';
import { StoragePage } from '../pages/storage.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

jest.setTimeout(300_000);

/** A real one-page A4 PDF with a line of text, offsets and all, as a scanner would save it. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 36 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PASSWORD = 'correct horse battery';
const OWNER = { email: 'zavuch@school.test', name: 'Ирина Павловна' };
const COLLEAGUE = { email: 'klass5a@school.test', name: 'Марина Петровна' };
const FOLDER = 'Грамоты 5А';
const RENAMED = 'Грамоты 5А — проверено';

describe('A teacher keeps files in the storage and shares a folder', () => {
  const handle = useAppAndBrowser();
  const owner = useTeacher(handle, 'storage-owner');
  const colleague = useTeacher(handle, 'storage-colleague');
  const stranger = useTeacher(handle, 'storage-stranger');

  test('uploads a PDF by dropping it, shares the folder by link and to a colleague with view, then edit; the link works read-only until it is turned off', async () => {
    const { baseUrl } = handle.app;
    // Refusals the scenario provokes on purpose: the reader's crafted rename, the revoked link.
    colleague.errors.expect(/status of 403/);
    stranger.errors.expect(/status of 404/);
    await colleague.steps.registerAs(COLLEAGUE.email, PASSWORD, COLLEAGUE.name);
    await owner.steps.registerAs(OWNER.email, PASSWORD, OWNER.name);

    // The owner makes a folder and drops a scanned PDF from the desktop into it.
    const storage = new StoragePage(owner.page, baseUrl);
    await storage.open();
    await storage.createFolder(FOLDER);
    await storage.openFolder(FOLDER);
    await storage.dropFiles([
      { name: 'Протокол олимпиады.pdf', mimeType: 'application/pdf', buffer: onePagePdf('5A') },
    ]);
    await storage.namesOnceShown('Протокол олимпиады');
    // Its thumbnail is a real picture drawn from the PDF's first page.
    const thumbnail = storage.item('Протокол олимпиады').locator('img');
    await readUntil(
      () => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      (width) => Number(width) > 0,
    );

    // Back at the root: the folder is shared by link and with the colleague, who may only view.
    await storage.open();
    await storage.openShare(FOLDER);
    await storage.setShareType('Anyone with the link');
    const link = await storage.shareLink();
    expect(link).toMatch(/\/app\/storage\/shared\/[A-Za-z0-9_-]{22}\/$/);
    await storage.addPerson(COLLEAGUE.email, COLLEAGUE.name);
    await storage.closeShare();

    // The colleague sees it under "Shared with me", with no way to rename it.
    const theirs = new StoragePage(colleague.page, baseUrl);
    await theirs.open('/app/storage/shared/');
    await theirs.namesOnceShown(FOLDER);
    await theirs.select(FOLDER);
    expect(await theirs.toolbarLabels()).not.toContain('Rename');
    expect(await theirs.menuFor(FOLDER)).not.toContain('Rename');
    // Whatever the page sends, the server refuses a reader's rename.
    const folderId = (await theirs.item(FOLDER).getAttribute('data-item-id'))!;
    const refused = await theirs.formActionFromPage(storagePaths.formAction('folder', 'rename'), {
      data_id: folderId,
      name: 'Чужое имя',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('view_only');
    // Inside, the PDF is there to open, and nothing can be added.
    await theirs.openFolder(FOLDER);
    await theirs.namesOnceShown('Протокол олимпиады');
    expect(await theirs.toolbarLabels()).not.toContain('Upload');

    // The owner lets the colleague edit; the colleague renames the folder.
    await storage.openShare(FOLDER);
    await storage.setPermission(COLLEAGUE.name, 'Edit');
    await storage.closeShare();
    await theirs.open('/app/storage/shared/');
    await theirs.namesOnceShown(FOLDER);
    await theirs.rename(FOLDER, RENAMED);
    await storage.open();
    await storage.namesOnceShown(RENAMED);

    // Someone with only the link, not signed in, sees the folder and its file, read-only.
    const visitor = new StoragePage(stranger.page, baseUrl);
    await stranger.page.goto(link);
    const linkPage = stranger.page.locator('[data-testid="storage-link-page"]');
    await linkPage.waitFor();
    expect(await linkPage.locator('h2').textContent()).toBe(RENAMED);
    const file = linkPage.locator('[data-testid="storage-link-file"]');
    await file.waitFor();
    expect(await file.textContent()).toContain('Протокол олимпиады');
    expect(await linkPage.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    const fileUrl = (await file.getByRole('link', { name: /^Open/ }).getAttribute('href'))!;
    expect(await visitor.statusOf(fileUrl)).toBe(200);

    // The owner turns the link off: the stranger's next request is refused.
    await storage.openShare(RENAMED);
    await storage.setShareType('Only the people added');
    await storage.closeShare();
    expect(await visitor.statusOf(fileUrl)).toBe(404);
    await stranger.page.reload();
    await stranger.page.locator('[data-testid="storage-link-missing"]').waitFor();
    expect(
      await stranger.page.locator('[data-testid="storage-link-missing"]').textContent(),
    ).toContain('The link does not exist or was turned off');
    // The colleague added by name keeps their access, edit included.
    await theirs.open('/app/storage/shared/');
    await theirs.namesOnceShown(RENAMED);
    await theirs.select(RENAMED);
    await readUntil(
      () => theirs.toolbarLabels(),
      (labels) => labels.includes('Rename'),
    );
  });
});
