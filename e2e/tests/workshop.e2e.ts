import fs from 'node:fs';
import path from 'node:path';
import { backendRequire, pageRegion, similarity } from '@gramota/app-harness';
import { GalleryPage } from '../pages/gallery.page';
import { RedactorPage } from '../pages/redactor.page';
import { WorkshopPage } from '../pages/workshop.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';
import { readUntil } from '../support/wait';

type SharpChain = {
  png(): SharpChain;
  jpeg(options?: object): SharpChain;
  composite(layers: object[]): SharpChain;
  toBuffer(): Promise<Buffer>;
};
const sharp = backendRequire('sharp') as (input: object) => SharpChain;

interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The share of near-black pixels in a box of the page (page units) on a stage screenshot. */
async function darkShare(screenshot: Buffer, box: PageBox): Promise<number> {
  const { data } = await pageRegion(screenshot, box, { greyscale: true });
  return data.filter((value) => value < 80).length / data.length;
}
const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

/** A school's own background: a warm paper colour with a darker band at the top (a photo's size). */
async function schoolBackground(): Promise<Buffer> {
  const band = await sharp({
    create: { width: 1600, height: 300, channels: 3, background: { r: 150, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 1600, height: 2263, channels: 3, background: { r: 250, g: 236, b: 205 } },
  })
    .composite([{ input: band, top: 0, left: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

jest.setTimeout(300_000);

describe('A school designs its own diploma in the workshop', () => {
  const handle = useAppAndBrowser();
  // The canvas is compared with the file at the same scale: the teacher's screen has the file's
  // own density (an A4 file is 2488 px across for the editor's 800 px page: 3.11 pixels per px),
  // so the canvas draws every pixel the file has and neither picture is resampled.
  const FILE_DENSITY = 3.11;
  const teacher = useTeacher(handle, '', { deviceScaleFactor: FILE_DENSITY });

  test('makes a template from a layout, edits title, shadow, background and QR with undo and redo, then a document from it prints as the canvas showed', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await page.setViewportSize({ width: 1400, height: 1000 });
    await steps.registerAs('director@school.test', 'correct horse battery', 'Ирина Павловна');
    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    // A free account: the first template is allowed, and the badge says Free.
    await workshop.area.locator('[data-testid="plan-badge"]').waitFor();
    // Pictures and QR codes are the workshop plan's (seed 001 §5, §6: the editor's PRO rule):
    // the school pays for the workshop before designing.
    grantLicence(handle.app, 'director@school.test', 'workshop');

    const id = await workshop.createTemplate('Диплом школы №5');
    // A4 starts from its default layout, 50.
    expect((await workshop.savedScene(id)).maket).toBe(50);
    // Another of the A4 layouts: its background and frame, the title kept.
    await workshop.openTab('layout');
    const other = workshop.area.locator(
      '[data-testid^="workshop-maket-"]:not([data-testid="workshop-maket-50"])',
    );
    const chosen = (await other.first().getAttribute('data-testid'))!.replace(
      'workshop-maket-',
      '',
    );
    await other.first().click();

    // The title: new text, and a bigger shadow.
    await workshop.openTab('title');
    const titleText = workshop.byTestId('workshop-title-text');
    await titleText.fill('Диплом победителя');
    await titleText.blur();
    const shadowX = workshop.byTestId('workshop-title-shadow-x');
    await shadowX.fill('4');
    await shadowX.blur();

    // The school's own background picture.
    await workshop.openTab('background');
    await workshop.byTestId('workshop-background-upload-input').setInputFiles({
      name: 'school.jpg',
      mimeType: 'image/jpeg',
      buffer: await schoolBackground(),
    });

    // A QR code with the school's site.
    await workshop.openTab('pictures');
    await workshop.byTestId('workshop-picture-qr').click();
    await page.locator('[data-testid="workshop-qr-link"]').fill('https://school5.example.ru/');
    await page.locator('[data-testid="workshop-qr-insert"]').click();

    // Undo takes the QR code back out, redo brings it back; then autosave keeps it all.
    const saved = workshop.nextSave();
    await workshop.byTestId('workshop-undo').click();
    await workshop.byTestId('workshop-redo').click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+z');
    expect((await saved).status()).toBe(200);
    const scene = await readUntil(
      () => workshop.savedScene(id),
      (stored) =>
        stored.title.text === 'Диплом победителя' &&
        (stored.pictures as { kind: string }[]).some((picture) => picture.kind === 'qr') &&
        typeof (stored.background as { src: string | null }).src === 'string',
      30_000,
    );
    expect((scene.title as unknown as { shadow: { x: number } }).shadow.x).toBe(4);
    expect(scene.maket).toBe(Number(chosen));

    // After a reload the editor shows what was saved.
    await page.reload();
    await workshop.waitForEditor();
    await workshop.openTab('title');
    await expect(workshop.byTestId('workshop-title-text').inputValue()).resolves.toBe(
      'Диплом победителя',
    );
    await page.waitForLoadState('networkidle');
    const onCanvas = await workshop.canvasPicture();
    // The screenshot holds the screen's pixels: FILE_DENSITY per CSS px.
    const width = Math.round(FILE_DENSITY * (await workshop.stage.boundingBox())!.width);

    // Ready: saved, the page picture made, back to My templates.
    await workshop.byTestId('workshop-ready').click();
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current === '/app/workshop/',
      60_000,
    );
    // A real template: the gallery lists it in its workshop group too.
    const gallery = new GalleryPage(page, baseUrl);
    await gallery.open('/app/templates/workshop/');
    // The first status on the page may be the list's own loading line: wait for the card.
    expect(
      await readUntil(
        () => gallery.cardIds(),
        (ids) => ids.length > 0,
        30_000,
      ),
    ).toEqual([`ws:${id}:0`]);

    await workshop.open();
    await workshop.item('Диплом школы №5').click();
    await workshop.pressToolbar('Create a document');
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => /^\/app\/redactor\/\d+\/$/.test(current),
      30_000,
    );
    const editor = new RedactorPage(page, baseUrl);
    await editor.waitForEditor();
    // The document's background is the template's page picture.
    const docId = new URL(page.url()).pathname.split('/')[3]!;
    const docText = await (
      await page.request.get(`${baseUrl}/api/get-doc/${docId}/`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).text();
    const background = (
      JSON.parse(docText.slice(0, docText.indexOf('\n<!--'))) as {
        img_redactor: string;
      }
    ).img_redactor;
    expect(background).toMatch(/^\/data\/workshop\/[A-Za-z0-9_-]+\.jpg$/);
    const pagePicture = await (await page.request.get(`${baseUrl}${background}`)).body();

    // The file of the document: the donation offer, the free flow's countdown, then the JPEG.
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await editor.button('creator-export').click();
    await editor.continueFree();
    const jpeg = fs.readFileSync((await (await downloaded).path())!);

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, 'workshop-canvas.png'), onCanvas);
    fs.writeFileSync(path.join(ARTIFACTS, 'workshop-file.jpg'), jpeg);
    fs.writeFileSync(path.join(ARTIFACTS, 'workshop-page-picture.jpg'), pagePicture);
    // The template's page picture is the canvas: one scene renderer drew both.
    const pictureScore = await similarity(onCanvas, pagePicture, width);
    console.log(
      `Template page picture vs the canvas: SSIM ${pictureScore.toFixed(4)} at ${width} px`,
    );
    expect(pictureScore).toBeGreaterThanOrEqual(0.99);
    const score = await similarity(onCanvas, jpeg, width);
    console.log(`Workshop document file vs the canvas: SSIM ${score.toFixed(4)} at ${width} px`);
    // The document's file draws that picture as its page background, pixel for pixel.
    expect(score).toBeGreaterThanOrEqual(0.99);
  });

  test('drags a picture by the mouse: it moves under the pointer, snaps to the page centre and lands there as one undo step', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    // Tall enough for the whole page: the QR code is placed near its bottom.
    await page.setViewportSize({ width: 1400, height: 1300 });
    await steps.registerAs('drag@school.test', 'correct horse battery', 'Олег Петрович');
    grantLicence(handle.app, 'drag@school.test', 'workshop');
    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    const id = await workshop.createTemplate('Грамота за участие');
    await workshop.openTab('pictures');
    await workshop.byTestId('workshop-picture-qr').click();
    await page.locator('[data-testid="workshop-qr-link"]').fill('https://school5.example.ru/');
    await page.locator('[data-testid="workshop-qr-insert"]').click();
    type Picture = { kind: string; posx: number; posy: number; width: number; aspect: number };
    const qrOf = (scene: Record<string, unknown>) =>
      (scene.pictures as Picture[]).find((picture) => picture.kind === 'qr');
    const placed = qrOf(
      await readUntil(
        () => workshop.savedScene(id),
        (scene) => Boolean(qrOf(scene)),
        30_000,
      ),
    )!;
    const side = { width: placed.width, height: placed.width * placed.aspect };
    const before: PageBox = { x: placed.posx, y: placed.posy, ...side };
    // Up by more than its height (the two places never overlap), and across to 3 units right of
    // the page's centre line (A4 is 800 units wide): close enough to snap onto it.
    const dy = -(side.height + 60);
    const target = { x: 400 + 3 - side.width / 2, y: placed.posy + dy };

    const stage = (await workshop.stage.boundingBox())!;
    const scale = stage.width / 800;
    const onScreen = (x: number, y: number) => ({
      x: stage.x + x * scale,
      y: stage.y + y * scale,
    });
    const empty = await workshop.canvasPicture();
    const qrDark = await darkShare(empty, before);
    expect(qrDark).toBeGreaterThan(0.2);

    const from = onScreen(placed.posx + side.width / 2, placed.posy + side.height / 2);
    const to = onScreen(target.x + side.width / 2, target.y + side.height / 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    // While the button is held: the picture is under the pointer, snapped onto the centre line
    // (whose guide shows), and gone from where it was.
    await workshop.byTestId('workshop-guides').waitFor();
    const snapped: PageBox = { ...before, x: 400 - side.width / 2, y: target.y };
    const moving = await workshop.stage.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(await darkShare(moving, snapped)).toBeGreaterThan(qrDark * 0.8);
    const leftBehind = await darkShare(moving, before);
    expect(leftBehind).toBeLessThan(qrDark / 3);

    const saved = workshop.nextSave();
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    const landed = qrOf(
      await readUntil(
        () => workshop.savedScene(id),
        (scene) => qrOf(scene)!.posy !== placed.posy,
        30_000,
      ),
    )!;
    expect(landed.posx + side.width / 2).toBeCloseTo(400, 5);
    expect(Math.abs(landed.posy - target.y)).toBeLessThanOrEqual(1 / scale + 0.01);
    // Where it landed is where it was shown while moving; no guide is left.
    expect(await workshop.byTestId('workshop-guides').count()).toBe(0);
    const dropped = await workshop.canvasPicture();
    expect(await darkShare(dropped, snapped)).toBeGreaterThan(qrDark * 0.8);
    expect(await darkShare(dropped, before)).toBeLessThan(qrDark / 3);

    // One undo takes the whole drag back.
    const undone = workshop.nextSave();
    await page.keyboard.press('Control+z');
    expect((await undone).status()).toBe(200);
    const back = qrOf(
      await readUntil(
        () => workshop.savedScene(id),
        (scene) => qrOf(scene)!.posy === placed.posy,
        30_000,
      ),
    )!;
    expect(back.posx).toBe(placed.posx);
  });
});
