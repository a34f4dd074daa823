import type { Locator, Page } from 'playwright-core';

/** The alerts dropdown of the top bar. */
export class AlertsMenu {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.locator('[data-testid="alerts-button"]');
  }

  get dot(): Locator {
    return this.button.locator('[data-testid="alerts-dot"]');
  }

  get menu(): Locator {
    return this.page.locator('[data-testid="alerts-menu"]');
  }

  item(title: string): Locator {
    return this.menu.locator('[data-testid="alert-item"]', { hasText: title });
  }

  /** True while the bell swings for a priority 2 or 3 alert. */
  async isAnimated(): Promise<boolean> {
    return (await this.button.getAttribute('data-animated')) === 'true';
  }

  /** Waits for the bell to swing (a priority 2 or 3 alert arrived). */
  async waitUntilAnimated(timeout?: number): Promise<void> {
    await this.page
      .locator('[data-testid="alerts-button"][data-animated="true"]')
      .waitFor({ timeout });
  }

  async open(): Promise<void> {
    if (!(await this.menu.isVisible())) await this.button.click();
    await this.menu.waitFor();
  }

  async close(): Promise<void> {
    if (await this.menu.isVisible()) await this.button.click();
    await this.menu.waitFor({ state: 'detached' });
  }

  /** Each alert as the teacher reads it: title, text and priority. */
  async alerts(): Promise<Array<{ title: string; text: string; priority: string }>> {
    await this.open();
    return this.menu.locator('[data-testid="alert-item"]').evaluateAll((items) =>
      items.map((item) => {
        const [title, text] = [...item.querySelectorAll('p')].map((p) => p.textContent || '');
        return {
          title: title ?? '',
          text: text ?? '',
          priority: item.getAttribute('data-priority') || '',
        };
      }),
    );
  }

  async canHide(title: string): Promise<boolean> {
    await this.open();
    return (await this.item(title).locator('[data-testid="alert-hide"]').count()) > 0;
  }

  async hide(title: string): Promise<void> {
    await this.open();
    await this.item(title).locator('[data-testid="alert-hide"]').click();
    await this.item(title).waitFor({ state: 'detached' });
  }

  async emptyText(): Promise<string> {
    await this.open();
    return ((await this.menu.locator('[data-testid="alerts-empty"]').textContent()) || '').trim();
  }
}
