import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE, payPaths } from '@gramota/contracts';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';
import { grantLicence } from '../support/operator';

/** An iPhone 12 – 15 screen: the phone a teacher pays from. */
const PHONE = { width: 390, height: 844 };

/** A template's PRO invoice the teacher opened and has not paid yet: it waits on the pay page. */
async function startInvoice(page: Page, body: Record<string, unknown>): Promise<void> {
  const status = await page.evaluate(
    async ({ path, header, value, json }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [header]: value },
          body: json,
        })
      ).status,
    {
      path: payPaths.invoiceCreate(),
      header: CSRF_HEADER,
      value: CSRF_HEADER_VALUE,
      json: JSON.stringify(body),
    },
  );
  expect(status).toBe(200);
}

/** How wide the page is, and every button or link that reaches outside the window. */
function fit(page: Page) {
  return page.evaluate((width) => {
    const outside = Array.from(
      document.querySelectorAll<HTMLElement>('button, a[href], select, input'),
    )
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > width + 0.5)
      .map(
        ({ element, box }) =>
          `${element.textContent?.trim() || element.getAttribute('aria-label')} ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  }, PHONE.width);
}

/** A teacher with two unpaid invoices (one of a team, with a school's long name) and a licence. */
async function teacherWithPurchases(
  handle: ReturnType<typeof useAppAndBrowser>,
  teacher: ReturnType<typeof useTeacher>,
  email: string,
): Promise<Page> {
  const { page, steps } = teacher;
  await steps.registerAs(email, 'teacher password', 'Вера Николаевна Константинопольская');
  await startInvoice(page, { product: 'template-12', aim_id: 'ru-101-0' });
  await startInvoice(page, {
    product: 'team-12',
    seats: 5,
    org: 'МБОУ «Средняя общеобразовательная школа № 7 имени А. С. Пушкина»',
  });
  grantLicence(handle.app, email);
  await page.goto(`${handle.app.baseUrl}/app/pay/`);
  await page.locator('[data-testid="purchases"] tbody tr').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

describe('The pay page on a phone (390 × 844)', () => {
  const handle = useAppAndBrowser();

  describe('in English', () => {
    const teacher = useTeacher(handle, '', { viewport: PHONE });

    test('fits the width with purchases and licences; every button is within reach', async () => {
      const page = await teacherWithPurchases(handle, teacher, 'phone-pay-en@school.test');
      expect(await fit(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });
      // Each purchase still says what each value is, and the unpaid template's can be removed.
      const purchases = page.locator('[data-testid="purchases"]');
      expect(await purchases.locator('td[data-label="Status"]').allTextContents()).toEqual([
        'Not paid',
        'Not paid',
      ]);
      expect(await purchases.getByRole('button', { name: 'Remove' }).isVisible()).toBe(true);
    });
  });

  describe('in Russian', () => {
    const teacher = useTeacher(handle, '', { viewport: PHONE, locale: 'ru-RU' });

    test('fits the width with the longer Russian words too', async () => {
      const page = await teacherWithPurchases(handle, teacher, 'phone-pay-ru@school.test');
      expect(await fit(page)).toEqual({ scrollWidth: PHONE.width, outside: [] });
    });
  });
});
