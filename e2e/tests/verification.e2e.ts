import fs from 'node:fs';
import { backendRequire } from '@gramota/app-harness';
import type { Page } from 'playwright-core';
import { RedactorPage } from '../pages/redactor.page';
import { SpreadsheetFrame } from '../pages/spreadsheet.page';
import { WorkshopPage } from '../pages/workshop.page';
import { useAppAndBrowser } from '../support/fixtures';
import { TWELVE_PUPILS, twelvePupilsCsv } from '../support/twelve-pupils';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';
import { readUntil } from '../support/wait';

/**
 * Issue 35: a teacher makes a certificate anyone can check. The QR code is read from the made
 * JPEG by a QR reader library, as a phone would read the paper; the page it opens is read as a
 * stranger reads it; the teacher revokes the file in Ready files; a whole class gets an ID each.
 */

const jsQR = backendRequire('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;
const sharp = backendRequire('sharp') as (input: Buffer) => {
  resize(options: { width: number }): {
    ensureAlpha(): { raw(): { toBuffer(o: { resolveWithObject: true }): Promise<RawImage> } };
  };
};
interface RawImage {
  data: Buffer;
  info: { width: number; height: number };
}
const fflate = backendRequire('fflate') as {
  unzipSync(data: Uint8Array): Record<string, Uint8Array>;
};

/** The participant certificate: fields mode, its variable field 'Фамилия и имя участника'. */
const CERTIFICATE = 'ru:302:0';
const NAME_FIELD = 'Фамилия и имя участника';

/** What the phone camera reads from the paper. */
async function qrOf(jpeg: Buffer): Promise<string | null> {
  // At a phone's resolution, about a third of the 300 dpi print's.
  const { data, info } = await sharp(jpeg)
    .resize({ width: 1000 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The status a stranger's browser reads on a verification page. */
async function readStatus(page: Page): Promise<{ status: string; text: string }> {
  const box = page.locator('[data-status]');
  return { status: (await box.getAttribute('data-status')) ?? '', text: await box.innerText() };
}

jest.setTimeout(360_000);

describe('A teacher issues certificates anyone can verify', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('turns verification on, prints the QR code, the stranger reads «valid», the teacher revokes it, the issued PDF is told from a changed copy', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs('olga@school.test', 'correct horse battery', 'Ольга Петровна');
    grantLicence(handle.app, 'olga@school.test');

    // Settings: the name readers will see as the issuer.
    await page.goto(`${baseUrl}/app/settings/`);
    const settings = page.getByTestId('verify-settings');
    await settings.getByRole('textbox', { name: /Issued by/ }).fill('Гимназия № 3');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').first().waitFor();

    // The certificate for one pupil, verification turned on for it.
    const editor = new RedactorPage(page, baseUrl);
    await editor.createFromTemplate(CERTIFICATE);
    await page.getByRole('textbox', { name: NAME_FIELD }).fill('Иванова Мария');
    await editor.waitUntilSaved();
    await editor.button('verify-choice').click();
    await page.getByRole('checkbox', { name: 'Print a verification number and QR code' }).check();
    await page.getByRole('combobox', { name: 'Where to print it' }).selectOption('bottom-left');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const preview = editor.area.locator('[data-testid="verify-mark-preview"]');
    await preview.waitFor();
    expect(await preview.getAttribute('data-place')).toBe('bottom-left');

    // PRO: the file is made at once and downloaded.
    const downloaded = page.waitForEvent('download', { timeout: 120_000 });
    await editor.button('creator-export').click();
    const jpeg = fs.readFileSync((await (await downloaded).path())!);
    const progress = page.locator('[data-testid="creator-progress"]');
    const pdfHref = await progress.locator('a[href$=".pdf"]').getAttribute('href');
    const pdf = await (await page.request.get(new URL(pdfHref!, baseUrl).href)).body();

    // A phone reads the QR code off the paper and opens the address it holds.
    const address = await qrOf(jpeg);
    expect(address).toMatch(/\/v\/[0-9A-Z]{11}$/);
    const id = address!.slice(-11);
    const stranger = await handle.browser.newPage({ locale: 'ru-RU' });
    await stranger.goto(`${baseUrl}/v/${id}`);
    const valid = await readStatus(stranger);
    expect(valid.status).toBe('valid');
    expect(valid.text).toContain('действителен');
    const details = await stranger.locator('dl').innerText();
    expect(details).toContain('Иванова Мария');
    expect(details).toContain('Гимназия № 3');
    // The page is the server's alone: no script of the app.
    expect(await stranger.locator('script').count()).toBe(0);

    // "This exact file?": the issued PDF is the same file; a copy with one thing changed is not.
    const compare = async (bytes: Buffer) => {
      await stranger.locator('input[type="file"]').setInputFiles({
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      await stranger.getByRole('button', { name: 'Сравнить' }).click();
      return stranger.locator('[data-file]').getAttribute('data-file');
    };
    expect(await compare(pdf)).toBe('same');
    const edited = Buffer.concat([pdf, Buffer.from('\n% saved again by an editor\n')]);
    expect(await compare(edited)).toBe('changed');

    // The teacher revokes it in Ready files, with the reason readers will see.
    await page.goto(`${baseUrl}/app/ready/`);
    const ready = page.locator('[data-area="ready"]');
    await ready.locator('[data-item-id]').first().click();
    const card = ready.getByTestId('verify-file');
    await card.waitFor();
    expect(await card.innerText()).toContain(id.replace(/(.{4})(?=.)/g, '$1-'));
    await card.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Ошибка в фамилии');
    await page.getByTestId('revoke-form').getByRole('button', { name: 'Revoke' }).click();
    await readUntil(
      () => card.getAttribute('data-status'),
      (status) => status === 'revoked',
      20_000,
    );

    await stranger.goto(`${baseUrl}/v/${id}`);
    const revoked = await readStatus(stranger);
    expect(revoked.status).toBe('revoked');
    expect(revoked.text).toContain('отозван');
    expect(revoked.text).toContain('Ошибка в фамилии');
    await stranger.close();
  });

  test('a class of 12 gets 12 different IDs, each valid, and the ZIP holds each pupil’s credential', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs('class@school.test', 'correct horse battery', 'Анна Сергеевна');
    grantLicence(handle.app, 'class@school.test');
    const editor = new RedactorPage(page, baseUrl);
    await editor.createFromTemplate(CERTIFICATE);
    await editor.button('creator-mass').click();
    const sheet = new SpreadsheetFrame(page);
    await sheet.grid.waitFor({ timeout: 60_000 });
    await sheet.upload('5a.csv', 'text/csv', twelvePupilsCsv('Фамилия и имя участника'));
    await sheet.saved();

    // The document has no verification of its own: the run's switch turns it on for the class.
    const runSwitch = sheet.frame.getByRole('checkbox', {
      name: 'With a verification number and QR code',
    });
    expect(await runSwitch.isChecked()).toBe(false);
    await runSwitch.check();
    // The check before making may show the names as they will print: the teacher goes on.
    await sheet.createAll();
    expect(await sheet.ready.getByRole('status').innerText()).toBe('Files ready: 12 of 12');

    const zipHref = await sheet.byTestId('mass-zip').getAttribute('href');
    const zip = fflate.unzipSync(
      await (await page.request.get(new URL(zipHref!, baseUrl).href)).body(),
    );
    const names = Object.keys(zip);
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(12);
    const credentials = names.filter((name) => name.endsWith('.jwt'));
    expect(credentials.sort()).toEqual(TWELVE_PUPILS.map((name) => `${name}.jwt`).sort());
    const ids = credentials.map((name) => {
      const payload = new TextDecoder().decode(zip[name]).split('.')[1]!;
      const credential = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        id: string;
        credentialSubject: { identifier: Array<{ identityHash: string }> };
      };
      expect(credential.credentialSubject.identifier[0]!.identityHash).toBe(name.slice(0, -4));
      return credential.id.slice(-11);
    });
    expect(new Set(ids).size).toBe(12);
    for (const id of ids) {
      const answer = await page.request.get(`${baseUrl}/v/${id}`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('data-status="valid"');
    }

    // Ready files' view of the run counts them, and revokes the whole class at once.
    await sheet.ready.getByRole('button', { name: 'Open the files' }).click();
    const run = page.locator('[data-area="ready"] [data-testid="verify-run"]');
    await run.waitFor({ timeout: 60_000 });
    expect(await run.getByTestId('verify-summary').innerText()).toBe(
      'Valid: 12, revoked: 0, expired: 0',
    );
    await run.getByRole('button', { name: 'Revoke all' }).click();
    await page.getByRole('textbox', { name: /Reason/ }).fill('Олимпиада перенесена');
    await page.getByTestId('revoke-form').getByRole('button', { name: 'Revoke' }).click();
    await readUntil(
      () => run.getByTestId('verify-summary').innerText(),
      (text) => text === 'Valid: 0, revoked: 12, expired: 0',
      20_000,
    );
    expect(await (await page.request.get(`${baseUrl}/v/${ids[5]}`)).text()).toContain(
      'Олимпиада перенесена',
    );
  });

  test('with verification on by default, the workshop canvas shows where documents print the mark', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs('director@school.test', 'correct horse battery', 'Игорь Львович');
    grantLicence(handle.app, 'director@school.test', 'workshop');
    await page.goto(`${baseUrl}/app/settings/`);
    await page.getByRole('checkbox', { name: 'Print a verification number and QR code' }).check();
    await page.getByText('Settings saved').first().waitFor();
    await page.getByRole('combobox', { name: 'Where to print it' }).selectOption('top-right');
    await readUntil(
      () => page.getByText('Settings saved').count(),
      (count) => count >= 2,
      10_000,
    );

    const workshop = new WorkshopPage(page, baseUrl);
    await workshop.open();
    await workshop.createTemplate('Диплом олимпиады');
    const mark = page.locator('[data-testid="verify-mark-preview"]');
    await mark.waitFor();
    expect(await mark.getAttribute('data-place')).toBe('top-right');
    // In the page's top right corner, inside the canvas.
    const canvas = (await workshop.stage.locator('canvas').first().boundingBox())!;
    const box = (await mark.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(box.x).toBeGreaterThan(canvas.x + canvas.width / 2);
    expect(box.y).toBeLessThan(canvas.y + canvas.height / 4);
  });
});
