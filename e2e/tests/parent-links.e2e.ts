import { pdfFacts, pdfQrCodes } from '@gramota/app-harness';
import { makeClassOfTwelve } from '../pages/class-of-twelve';
import { useTeacher } from '../pages/use-teacher';
import { downloaded } from '../support/downloads';
import { useAppAndBrowser } from '../support/fixtures';
import { grantLicence } from '../support/operator';
import { TWELVE_PUPILS } from '../support/twelve-pupils';

/** «Зимняя сказка», an A5 грамота: «награждается [Фамилия Имя]…». */
const WINTER_A5 = 'ru:110:0';
const EMAIL = 'links@school.test';

jest.setTimeout(420_000);

/**
 * Issue 37: after a class run of 12, the teacher makes links for parents by mouse and visible
 * text, prints the sheet of QR cards, and each code read off that PDF (zbar, as a phone's camera)
 * opens only that pupil's file on a phone with no session; after she revokes them, none opens.
 */
describe('Links for parents', () => {
  const handle = useAppAndBrowser();
  const teacher = useTeacher(handle);

  test('a class of 12 gets a sheet of QR cards, each opening only its pupil, none after revoking', async () => {
    const { page, steps } = teacher;
    const { baseUrl } = handle.app;
    await steps.registerAs(EMAIL, 'correct horse battery', 'Ирина Павловна');
    grantLicence(handle.app, EMAIL);

    // The class: an A5 грамота filled from the school's CSV, ФИО in the name's place.
    const table = await makeClassOfTwelve(page, baseUrl, WINTER_A5);
    expect(await table.ready.getByRole('status').innerText()).toBe('Files ready: 12 of 12');

    // The run's files: «Links for parents», for a month.
    await table.ready.getByRole('button', { name: 'Open the files' }).click();
    await page.getByRole('button', { name: 'Links for parents' }).click();
    const dialog = page.getByTestId('parent-links');
    await dialog.getByLabel('Links work for').selectOption({ label: 'a month' });
    await dialog.getByRole('button', { name: 'Make links' }).click();
    await dialog.getByText(/^12 links work until /).waitFor({ timeout: 30_000 });

    // The sheet: one A4 page of 12 cards, the names in the table's order, 12 codes on it.
    const sheet = await downloaded(page, () =>
      dialog.getByRole('link', { name: 'Sheet with QR codes (PDF)' }).click(),
    );
    const facts = await pdfFacts(sheet);
    expect(facts.pages).toBe(1);
    expect(facts.tagged).toBe(true);
    const text = facts.text.replace(/\s+/g, ' ');
    const at = TWELVE_PUPILS.map((name) => text.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const [codes] = await pdfQrCodes(sheet);
    expect(codes).toHaveLength(12);
    expect(new Set(codes).size).toBe(12);

    // The CSV holds the same links, a row per pupil.
    const csv = (
      await downloaded(page, () =>
        dialog.getByRole('link', { name: 'Table of links (CSV)' }).click(),
      )
    ).toString('utf8');
    for (const code of codes!) expect(csv).toContain(code);

    // A parent's phone: no session, no cookie; each code opens one pupil's page and file only.
    const phone = await handle.browser.newContext({ locale: 'en-US' });
    try {
      const phonePage = await phone.newPage();
      const opened: string[] = [];
      for (const url of codes!) {
        // The app's own address (PUBLIC_URL, here http://localhost:{port}), the share page of a
        // 128-bit code.
        expect(new URL(url).port).toBe(String(handle.app.port));
        expect(new URL(url).pathname).toMatch(/^\/app\/s\/[\w-]{22}\/$/);
        const response = await phonePage.goto(url);
        expect(response?.status()).toBe(200);
        const pupil = (await phonePage.locator('h1').innerText()).trim();
        opened.push(pupil);
        const body = await phonePage.locator('body').innerText();
        for (const other of TWELVE_PUPILS.filter((name) => name !== pupil))
          expect(body).not.toContain(other);
        expect(body).toContain('This link works until');
        const picture = phonePage.getByRole('img', { name: pupil });
        await picture.waitFor();
        expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
          0,
        );
        const pdf = await phone.request.get(
          new URL(
            (await phonePage.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
            url,
          ).href,
        );
        expect(pdf.status()).toBe(200);
        expect((await pdfFacts(await pdf.body())).text).toContain(pupil);
      }
      expect([...opened].sort()).toEqual([...TWELVE_PUPILS].sort());

      // The teacher revokes them for the whole run, after being asked.
      await dialog.getByRole('button', { name: 'Revoke all links' }).click();
      await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
      await dialog.getByText(/^The links were revoked on /).waitFor();

      for (const url of codes!) {
        const response = await phonePage.goto(url);
        expect(response?.status()).toBe(410);
        await phonePage.getByRole('heading', { name: 'This link no longer works' }).waitFor();
        const body = await phonePage.locator('body').innerText();
        for (const name of TWELVE_PUPILS) expect(body).not.toContain(name);
        expect((await phone.request.get(`${url}file.pdf`)).status()).toBe(404);
      }
    } finally {
      await phone.close();
    }
  });
});
