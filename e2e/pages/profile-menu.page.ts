import type { Locator, Page } from 'playwright-core';
import { apiQuiet } from '../support/api-quiet';

/** The profile dropdown of the top bar. */
export class ProfileMenu {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.locator('[data-testid="profile-menu-button"]');
  }

  get menu(): Locator {
    return this.page.locator('[data-testid="profile-menu"]');
  }

  /** The name the top bar shows for the account I am in. */
  async shownName(): Promise<string> {
    return (
      (await this.button.locator('[data-testid="profile-menu-name"]').textContent()) || ''
    ).trim();
  }

  async open(): Promise<void> {
    if (!(await this.menu.isVisible())) await this.button.click();
    await this.menu.waitFor();
  }

  /** The entries of the open menu, as the teacher reads them. */
  async items(): Promise<string[]> {
    await this.open();
    return this.menu
      .locator('[role="menuitem"]')
      .evaluateAll((items) => items.map((item) => (item.textContent || '').trim()));
  }

  /** The accounts other people shared with me (the switch list). */
  async sharedAccounts(): Promise<string[]> {
    await this.open();
    return this.menu
      .locator('[data-switch-to]')
      .evaluateAll((items) => items.map((item) => (item.textContent || '').trim()));
  }

  /**
   * I switch into an account shared with me, once the page I am on has loaded (apiQuiet), and see
   * the top bar name that account: an area that stays the same (docs to docs) shows no other sign
   * that the switch is done.
   */
  async switchInto(accountName: string): Promise<void> {
    await apiQuiet(this.page);
    await this.open();
    await this.menu.locator('[data-switch-to]', { hasText: accountName }).click();
    await this.button
      .locator('[data-testid="profile-menu-name"]', { hasText: accountName })
      .waitFor({ timeout: 30_000 });
  }

  async exit(): Promise<void> {
    await apiQuiet(this.page);
    await this.open();
    await this.menu.locator('[data-item="exit"]').click();
  }

  async logOut(): Promise<void> {
    await apiQuiet(this.page);
    await this.open();
    await this.menu.locator('[data-item="logout"]').click();
    await this.page.locator('[data-testid="login-button"]').waitFor();
  }

  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.menu.waitFor({ state: 'hidden' });
  }
}
