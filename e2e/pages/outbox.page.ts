import type { Page } from 'playwright-core';

/** The operator's outbox page (/outbox/): e-mails written to disk when no mail server is set. */
export class OutboxPage {
  constructor(readonly page: Page) {}

  /** The 6-digit code of the newest e-mail to this address. */
  async newestCodeFor(email: string): Promise<string> {
    await this.page.waitForLoadState('domcontentloaded');
    const article = this.page.locator('article', { hasText: email }).first();
    await article.waitFor();
    const text = (await article.locator('pre').textContent()) || '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`No code in the outbox e-mail to ${email}:\n${text}`);
    return code;
  }
}
