import type { Page } from 'playwright-core';
import { LoginPage } from './login.page';
import { ProfileMenu } from './profile-menu.page';
import { ProfilePage } from './profile.page';
import { ShellPage } from './shell.page';

/** Everything one teacher does in one browser: the chrome, the login page, the menu, the profile. */
export class TeacherSteps {
  readonly shell: ShellPage;
  readonly login: LoginPage;
  readonly menu: ProfileMenu;
  readonly profile: ProfilePage;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.shell = new ShellPage(page, baseUrl);
    this.login = new LoginPage(page, baseUrl);
    this.menu = new ProfileMenu(page);
    this.profile = new ProfilePage(page, baseUrl);
  }

  /** When I register with my e-mail and a password, I end up in My documents, logged in. */
  async registerAs(email: string, password: string, name = ''): Promise<void> {
    await this.login.open();
    await this.login.enterEmail(email);
    await this.login.stepBecomes('register');
    await this.login.register(password, name);
    await this.login.waitUntilSignedIn();
    await this.shell.waitForArea('docs');
  }

  /** When I log in with my e-mail and password. */
  async logInWithPassword(email: string, password: string): Promise<void> {
    await this.login.open();
    await this.login.enterEmail(email);
    await this.login.stepBecomes('password');
    await this.login.enterPassword(password);
    await this.login.waitUntilSignedIn();
  }

  async isLoggedIn(): Promise<boolean> {
    await this.page
      .locator('[data-testid="profile-menu-button"], [data-testid="login-button"]')
      .first()
      .waitFor();
    return this.menu.button.isVisible();
  }

  get languageButton() {
    return this.page.locator('[data-testid="language-button"]');
  }

  get toasts() {
    return this.page.locator('[data-testid="toast"]');
  }
}
