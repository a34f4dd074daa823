import type { Locator, Page } from 'playwright-core';
import { StoragePage } from '../pages/storage.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

jest.setTimeout(300_000);

/** A real one-page A4 PDF with a line of text, as a scanner would save it. */
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
const FILE = 'Сертификат участника — Петрова Анна';

/** The box of an element on screen. */
async function boxOf(locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** `inner` lies wholly inside `outer` (a pixel of rounding allowed). */
function inside(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** The toolbar once it has caught up with a click on an item (it offers To trash). */
function labelsOnceOffered(storage: StoragePage): Promise<string[]> {
  return readUntil(
    () => storage.toolbarLabels(),
    (labels) => labels.includes('To trash'),
  );
}

/** I click a link that downloads a file; the name the browser saves it under. */
async function downloadedName(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const name = download.suggestedFilename();
  await download.cancel().catch(() => undefined);
  return name;
}

describe('Storage files open inside their dialog, download under their names, and sharing says what it does', () => {
  const handle = useAppAndBrowser();
  const owner = useTeacher(handle, 'owner');
  const colleague = useTeacher(handle, 'colleague');
  const stranger = useTeacher(handle, 'stranger');

  test('the viewer and its buttons stay inside the dialog on a wide screen and on a phone; Download and the link page save the file under its Cyrillic name', async () => {
    const { baseUrl } = handle.app;
    await owner.steps.registerAs(OWNER.email, PASSWORD, OWNER.name);
    const storage = new StoragePage(owner.page, baseUrl);

    for (const [width, height] of [
      [1440, 1000],
      [390, 844],
    ] as const) {
      await owner.page.setViewportSize({ width, height });
      await storage.open();
      if (!(await storage.itemNames()).includes(FILE)) {
        await storage.dropFiles([
          { name: `${FILE}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf('Petrova') },
        ]);
        await storage.namesOnceShown(FILE);
      }
      await storage.openItem(FILE);
      const dialog = storage.modal;
      const viewer = dialog.locator('[data-testid="storage-file-viewer"]');
      const preview = viewer.locator('img');
      const download = dialog.getByRole('link', { name: 'Download' });
      const open = dialog.getByRole('link', { name: 'Open in a new tab' });
      await readUntil(
        () => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        (loaded) => Number(loaded) > 0,
      );
      const box = await boxOf(dialog);
      // The dialog itself fits the window.
      expect([width, box.x >= 0 && box.x + box.width <= width]).toEqual([width, true]);
      for (const [what, part] of [
        ['viewer', viewer],
        ['preview', preview],
        ['Download', download],
        ['Open', open],
      ] as const)
        expect([width, what, inside(await boxOf(part), box)]).toEqual([width, what, true]);

      // Download saves it under the document's name, not the storage's random one.
      expect(await downloadedName(owner.page, download)).toBe(`${FILE}.pdf`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
    }

    // Shared by link: a visitor without an account downloads it under the same name, and the
    // page names the owner without their e-mail.
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await storage.open();
    await storage.openShare(FILE);
    expect(await storage.modal.getByRole('heading').first().textContent()).toBe(`Access: ${FILE}`);
    await storage.setShareType('Anyone with the link');
    const link = await storage.shareLink();
    await storage.closeShare();
    await stranger.page.goto(link);
    const linkPage = stranger.page.locator('[data-testid="storage-link-page"]');
    await linkPage.waitFor();
    expect(await linkPage.textContent()).toContain(`Shared by ${OWNER.name}. View only.`);
    expect(await linkPage.textContent()).not.toContain(OWNER.email);
    const visitorDownload = linkPage.getByRole('link', { name: `Download ${FILE}` });
    expect(await downloadedName(stranger.page, visitorDownload)).toBe(`${FILE}.pdf`);
  });

  test('the toolbar follows the selection across views and shares; a colleague’s To trash asks, works, and the owner sees who did it', async () => {
    const { baseUrl } = handle.app;
    await colleague.steps.registerAs(COLLEAGUE.email, PASSWORD, COLLEAGUE.name);
    await owner.steps.registerAs('owner2@school.test', PASSWORD, OWNER.name);
    const storage = new StoragePage(owner.page, baseUrl);
    await storage.open();
    await storage.createFolder('Грамоты 5А');
    await storage.namesOnceShown('Грамоты 5А');
    await storage.createFolder('Олимпиада');
    await storage.namesOnceShown('Олимпиада');

    // The owner's own folder selected: Rename and To trash are there…
    await storage.area.getByRole('link', { name: 'Shared with me' }).click();
    await storage.waitForList();
    await storage.area.getByRole('link', { name: 'My files' }).click();
    await storage.namesOnceShown('Грамоты 5А');
    await storage.select('Грамоты 5А');
    expect(await labelsOnceOffered(storage)).toEqual(
      expect.arrayContaining(['Rename', 'To trash']),
    );
    // …and gone when the browser's Back button brings "Shared with me" again, where nothing is
    // there to select.
    await owner.page.goBack();
    await owner.page.waitForURL((url) => url.pathname === '/app/storage/shared/');
    await storage.waitForList();
    const sharedLabels = await storage.toolbarLabels();
    expect(sharedLabels).not.toContain('Rename');
    expect(sharedLabels).not.toContain('To trash');

    // Both folders shared with the colleague, who may edit; the share dialog names the folder
    // and the person's right is a select named for them.
    await storage.area.getByRole('link', { name: 'My files' }).click();
    await storage.waitForList();
    for (const folder of ['Грамоты 5А', 'Олимпиада']) {
      await storage.openShare(folder);
      expect(await storage.modal.getByRole('heading').first().textContent()).toBe(
        `Access: ${folder}`,
      );
      await storage.addPerson(COLLEAGUE.email, COLLEAGUE.name);
      await storage.setPermission(COLLEAGUE.name, 'Edit');
      await storage.closeShare();
    }

    // The colleague selects the shared folder: Rename and To trash; To trash asks first.
    const theirs = new StoragePage(colleague.page, baseUrl);
    await theirs.open('/app/storage/shared/');
    await theirs.namesOnceShown('Грамоты 5А');
    await theirs.select('Олимпиада');
    expect(await labelsOnceOffered(theirs)).toEqual(expect.arrayContaining(['Rename', 'To trash']));

    // The owner takes the colleague off "Олимпиада": the colleague's next look has it gone, and
    // no Rename / To trash is left over for it.
    await storage.openShare('Олимпиада');
    await storage.shareModal.getByRole('button', { name: 'Remove', exact: true }).click();
    await storage.shareModal.getByText('Nobody added yet').waitFor();
    await storage.closeShare();
    await theirs.area.getByRole('link', { name: 'My files' }).click();
    await theirs.waitForList();
    await theirs.area.getByRole('link', { name: 'Shared with me' }).click();
    await theirs.namesOnceShown('Олимпиада', false);
    const left = await theirs.toolbarLabels();
    expect(left).not.toContain('Rename');
    expect(left).not.toContain('To trash');

    // To trash, when offered, works: it asks, then the folder goes.
    await theirs.select('Грамоты 5А');
    await labelsOnceOffered(theirs);
    await theirs.pressToolbar('To trash');
    const confirm = theirs.modal;
    await confirm.getByText(`belongs to ${OWNER.name}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'To trash', exact: true }).click();
    await theirs.namesOnceShown('Грамоты 5А', false);

    // The owner's trash has it, with who moved it there.
    await storage.open('/app/storage/trash/');
    await storage.namesOnceShown('Грамоты 5А');
    const note = storage.area.locator('[data-testid="trashed-by-note"]');
    await note.waitFor();
    expect(await note.textContent()).toBe(
      `“Грамоты 5А” — moved to the trash by ${COLLEAGUE.name} (${COLLEAGUE.email})`,
    );
  });

  test('a folder page that does not exist says so and offers no Share', async () => {
    await owner.steps.registerAs('owner3@school.test', PASSWORD, OWNER.name);
    owner.errors.expect(/status of 404/);
    const storage = new StoragePage(owner.page, handle.app.baseUrl);
    await owner.page.goto(`${handle.app.baseUrl}/app/storage/folder/f999999/`);
    await storage.area.getByText('This folder does not exist or is not shared with you').waitFor();
    expect(await storage.toolbarLabels()).not.toContain('Share');
  });
});
