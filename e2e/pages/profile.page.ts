import type { Locator, Page } from 'playwright-core';
import type { Permission } from '@gramota/contracts';

/** The profile pages: /app/profile/, licence, stamp, access, embed. */
export class ProfilePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  get forbidden(): Locator {
    return this.page.locator('[data-area="profile"] [data-testid="forbidden"]');
  }

  get email(): Locator {
    return this.page.locator('[data-testid="profile-email"]');
  }

  /** I type a profile address (tab '' is the main page). */
  async open(tab: '' | 'licence' | 'stamp' | 'access' | 'embed' = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/app/profile/${tab ? `${tab}/` : ''}`);
    await this.page.locator('[data-area="profile"]').waitFor();
  }

  /** I give a registered user access to my account with these permissions. */
  async grantAccess(user: string, permissions: readonly Permission[]): Promise<void> {
    const form = this.page.locator('form[data-form="access-grant"]');
    await form.locator('input[name="user"]').fill(user);
    for (const permission of permissions) {
      await form.locator(`input[name="permissions"][value="${permission}"]`).check();
    }
    await form.locator('button[type="submit"]').click();
    await this.grantOf(user).waitFor();
  }

  grantOf(memberEmail: string): Locator {
    return this.page.locator(`[data-grant][data-member="${memberEmail}"]`);
  }

  async grantedPermissions(memberEmail: string): Promise<string[]> {
    return this.grantOf(memberEmail)
      .locator('input[name="permissions"]:checked')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  /** I revoke a person's access and confirm. */
  async revokeAccess(memberEmail: string): Promise<void> {
    await this.grantOf(memberEmail).locator('button', { hasText: 'Revoke access' }).click();
    await this.page.locator('[data-testid="modal"] [data-testid="confirm-button"]').click();
    await this.grantOf(memberEmail).waitFor({ state: 'detached' });
  }

  /**
   * On the Embedding tab, I make a link that shows My documents as a picker on these sites, and
   * read the address it gives me (shown once).
   */
  async makePickerEmbedLink(sites: string): Promise<string> {
    await this.open('embed');
    const form = this.page.locator('[data-testid="embed-form"]');
    await form.locator('[data-testid="embed-scope"]').selectOption('docs-picker');
    await form.locator('[data-testid="embed-origins"]').fill(sites);
    await form.locator('[data-testid="embed-create"]').click();
    const url = this.page.locator('[data-testid="embed-url"]');
    await url.waitFor();
    await this.page.locator('[data-testid="embed-link-row"]').first().waitFor();
    return url.inputValue();
  }
}
