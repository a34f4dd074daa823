import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort, repoRoot, type RunningApp } from '@gramota/app-harness';
import { RedactorPage } from '../pages/redactor.page';
import { describeFindings, seriousViolations } from '../support/axe';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { readUntil } from '../support/wait';

/** A free A4 diploma of the starter catalogue: its pictures and QR codes need PRO. */
const TEMPLATE = 'ru:101:0';
const TEACHER = { email: 'vera@school.test', password: 'teacher password', name: 'Vera' };
const BURSAR = { email: 'bursar@school.test', password: 'bursar password', name: 'Galina' };
const SCHOOL = {
  org: 'МБОУ Средняя школа № 7',
  inn: '7701234567',
  kpp: '770101001',
  address: 'г. Казань, ул. Баумана, 1',
};

jest.setTimeout(180_000);

/** `pdftotext` of a PDF (poppler-utils, installed by .ci/run): the words a reader copies. */
function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(repoRoot, 'e2e', 'artifacts', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** `npm run admin -- payment paid <data_id>`: the school's transfer arrived. */
function markTransferPaid(app: RunningApp, dataId: string): void {
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'), 'payment', 'paid', dataId],
    { env: { ...process.env, DATA_DIR: app.dataDir }, stdio: 'pipe' },
  );
}

/** Issue 19: a teacher pays and gets what she paid for at once; a school gets its papers. */
describe('Paying for PRO', () => {
  const handle = useAppAndBrowser(async () => {
    // The sandbox checkout sends the browser back to PUBLIC_URL: the address the browser uses.
    // It is off unless asked for (issue 28): this install turns it on, as a tester would.
    const port = await findFreePort();
    return { port, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, PAY_SANDBOX: 'on' } };
  });
  const teacher = useTeacher(handle);

  test('a free teacher hits a PRO feature, pays in the sandbox checkout and comes back with it working', async () => {
    const { page, steps } = teacher;
    await steps.registerAs(TEACHER.email, TEACHER.password, TEACHER.name);
    const editor = new RedactorPage(page, handle.app.baseUrl);
    const docId = await editor.createFromTemplate(TEMPLATE);
    await editor.waitForEditor();

    // A picture needs PRO: the PRO features dialog leads to this template's PRO invoice.
    await editor.button('image').click();
    const proDialog = page.locator('[data-testid="pro-features"]');
    await proDialog.waitFor();
    await proDialog.getByRole('link', { name: 'Get PRO' }).click();
    const invoicePath = `/app/invoice/template/ru-101-0/${docId}/pro/`;
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current === invoicePath,
    );

    // Only this template's PRO is offered here; the month's offer is chosen.
    const offers = page.locator('[data-product]');
    await offers.first().waitFor();
    expect(await offers.evaluateAll((all) => all.map((one) => one.dataset.product))).toEqual([
      'template-1',
      'template-12',
    ]);
    // The invoice page passes WCAG 2.1 AA like every screen (axe-core).
    expect(describeFindings(await seriousViolations(page))).toEqual([]);
    await page.locator('[data-product="template-1"] button').click();

    // The payment rules: no country yet, so the settings come first (the e-mail is the account's).
    const settings = page.getByRole('dialog', { name: 'Payment settings' });
    await settings.waitFor();
    expect(await settings.getByLabel('E-mail for the receipt').inputValue()).toBe(TEACHER.email);
    await settings.getByRole('button', { name: 'Save' }).click();
    expect(await settings.getByText('Choose your country').count()).toBeGreaterThan(0);
    await settings.getByLabel('Country').selectOption('RU');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });

    // The card checkout of the sandbox provider opens in the same tab; the tester approves.
    await page.getByRole('button', { name: 'Bank card' }).click();
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current.startsWith('/pay-sandbox/checkout/'),
    );
    expect(await page.locator('body').textContent()).toContain('RUB');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the invoice, then (paid) the page reloads into the editor of the document.
    await readUntil(
      async () => new URL(page.url()).pathname,
      (current) => current === `/app/redactor/${docId}/`,
      30_000,
    );
    await editor.waitForEditor();
    const badge = editor.area.locator('[data-testid="pro-badge"]');
    await readUntil(
      () => badge.getAttribute('data-pro'),
      (pro) => pro === 'true',
    );
    // The feature works: the picture dialog opens instead of the PRO notice.
    await editor.button('image').click();
    await page.locator('[data-testid="image-dialog"]').waitFor();
    expect(await proDialog.count()).toBe(0);

    // The pay page lists the purchase and the licence with its end date.
    await page.goto(`${handle.app.baseUrl}/app/pay/`);
    const purchases = page.locator('[data-testid="purchases"]');
    await purchases.waitFor();
    expect(await purchases.textContent()).toContain('Paid');
    expect(describeFindings(await seriousViolations(page))).toEqual([]);
  });

  test('a school pays by transfer: the bank invoice and then the act download as PDFs with its sum and name', async () => {
    const { page, steps } = teacher;
    await steps.registerAs(BURSAR.email, BURSAR.password, BURSAR.name);
    await page.goto(`${handle.app.baseUrl}/app/invoice/all/`);
    await page.locator('[data-product="all-12"] button').click();

    const settings = page.getByRole('dialog', { name: 'Payment settings' });
    await settings.waitFor();
    await settings.getByLabel('Country').selectOption('RU');
    await settings.getByLabel('Organisation').fill(SCHOOL.org);
    await settings.getByLabel('Taxpayer number (INN)').fill(SCHOOL.inn);
    await settings.getByLabel('KPP code').fill(SCHOOL.kpp);
    await settings.getByLabel('Legal address').fill(SCHOOL.address);
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Bank transfer (invoice)' }).click();
    await page.locator('[data-testid="bank-invoice-button"]').click();
    const invoiceLink = page.locator('[data-testid="bank-invoice-link"]');
    await invoiceLink.waitFor({ timeout: 60_000 });
    const invoiceHref = (await invoiceLink.getAttribute('href'))!;
    const invoice = await page.request.get(new URL(invoiceHref, handle.app.baseUrl).href);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toContain('application/pdf');
    const invoiceText = pdfText(await invoice.body(), 'bank-invoice.pdf');
    // The record's sum as the invoice page's language writes it (English: 1,490.00).
    const dataId = decodeURIComponent(invoiceHref.split('/')[3]!);
    const record = (await (
      await page.request.get(`${handle.app.baseUrl}/api/invoice-get/${dataId}/`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).json()) as { payment: { sum_minor: number; currency: string } };
    const sum = (record.payment.sum_minor / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    expect(record.payment.currency).toBe('RUB');
    expect(invoiceText).toContain(SCHOOL.org);
    expect(invoiceText).toContain(SCHOOL.inn);
    expect(invoiceText).toContain(sum);

    // The accountant paid; the operator marks the transfer received. Then the act.
    markTransferPaid(handle.app, dataId);
    await page.goto(`${handle.app.baseUrl}/app/pay/`);
    // Opening the pay page tells of the payment once (invoce-check-pay-modal).
    const received = page.getByRole('dialog', { name: 'Payment received' });
    await received.waitFor();
    await page.keyboard.press('Escape');
    await received.waitFor({ state: 'detached' });
    const actButton = page.locator('[data-testid="bank-act-button"]');
    await actButton.waitFor();
    await actButton.click();
    const actLink = page.locator('[data-testid="bank-act-link"]');
    await actLink.waitFor({ timeout: 60_000 });
    const act = await page.request.get(
      new URL((await actLink.getAttribute('href'))!, handle.app.baseUrl).href,
    );
    expect(act.status()).toBe(200);
    const actText = pdfText(await act.body(), 'bank-act.pdf');
    expect(actText).toContain(SCHOOL.org);
    expect(actText).toContain(sum);
    // The paid all-templates licence is on the pay page with its end date.
    expect(await page.locator('[data-testid="licences"]').textContent()).toMatch(/\d/);
  });
});
