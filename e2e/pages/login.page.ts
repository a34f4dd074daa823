import type { Locator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';

/** The login page (/app/login/) as a visitor uses it: one step at a time. */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  private step(name: string): Locator {
    return this.page.locator(`form[data-step="${name}"]`);
  }

  get reason(): Locator {
    return this.page.locator('[data-testid="login-reason"]');
  }

  get formError(): Locator {
    return this.page.locator('[data-area="login"] [data-testid="form-error"]');
  }

  get outboxLink(): Locator {
    return this.page.locator('[data-testid="outbox-hint"] a');
  }

  socialButton(provider: string): Locator {
    return this.page.locator(`[data-testid="social-login"] a[data-provider="${provider}"]`);
  }

  /** I type the login address into the browser. */
  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/app/login/${query}`);
    await this.page.locator('[data-area="login"]').waitFor();
  }

  /** The step on screen: email, password, register, quick-code, reset-code, reset-password, done. */
  async currentStep(): Promise<string> {
    const form = this.page.locator('[data-area="login"] [data-step]').first();
    await form.waitFor();
    return (await form.getAttribute('data-step')) || '';
  }

  async stepBecomes(expected: string): Promise<string> {
    return readUntil(
      () => this.currentStep(),
      (step) => step === expected,
    );
  }

  /** I type my e-mail and press Continue. */
  async enterEmail(email: string): Promise<void> {
    await this.step('email').locator('input[name="email"]').fill(email);
    await this.step('email').locator('button[type="submit"]').click();
  }

  /** I choose a password (and a name) for my new account. */
  async register(password: string, name = ''): Promise<void> {
    const form = this.step('register');
    await form.locator('input[name="pwd"]').fill(password);
    if (name) await form.locator('input[name="name"]').fill(name);
    await form.locator('button[type="submit"]').click();
  }

  async enterPassword(password: string): Promise<void> {
    const form = this.step('password');
    await form.locator('input[name="pwd"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  /** I ask for a code by e-mail instead of typing the password. */
  async askForCode(): Promise<void> {
    await this.step('password').locator('[data-action="quick"]').click();
    await this.step('quick-code').waitFor();
  }

  async enterQuickCode(code: string): Promise<void> {
    const form = this.step('quick-code');
    await form.locator('input[name="code"]').fill(code);
    await form.locator('button[type="submit"]').click();
  }

  /** I say I forgot my password; a code to change it is e-mailed. */
  async forgotPassword(): Promise<void> {
    await this.step('password').locator('[data-action="forgot"]').click();
    await this.step('reset-code').waitFor();
  }

  async enterResetCode(code: string): Promise<void> {
    const form = this.step('reset-code');
    await form.locator('input[name="code"]').fill(code);
    await form.locator('button[type="submit"]').click();
    await this.step('reset-password').waitFor();
  }

  async setNewPassword(password: string): Promise<void> {
    const form = this.step('reset-password');
    await form.locator('input[name="pwd"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  /** The error shown on a field of the current step, if any. */
  async fieldError(field: string): Promise<string> {
    const tooltip = this.page.locator(`[data-field="${field}"] [data-testid="field-error"]`);
    await tooltip.waitFor();
    return ((await tooltip.textContent()) || '').trim();
  }

  /** The page confirms the login, then moves on by itself. */
  async waitUntilSignedIn(): Promise<void> {
    await this.page.locator('[data-step="done"]').waitFor();
  }
}
