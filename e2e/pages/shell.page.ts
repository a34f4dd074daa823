import type { Locator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';
import { areaTitles, type AreaName } from './areas';

/** The app's chrome (top bar, sidebar, modals, banners) as a teacher uses it. */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  get topbar(): Locator {
    return this.page.locator('[data-testid="topbar"]');
  }

  get sidebar(): Locator {
    return this.page.locator('nav[data-testid="sidebar"]');
  }

  get modal(): Locator {
    return this.page.locator('[data-testid="modal"]');
  }

  get dataErrorBanner(): Locator {
    return this.page.locator('[data-testid="data-error-banner"]');
  }

  sidebarLink(page: string): Locator {
    return this.sidebar.locator(`a[data-page="${page}"]`);
  }

  areaHeading(area: string): Locator {
    return this.page.locator(`[data-area="${area}"] h1`).first();
  }

  /** I type an address of the app into the browser. */
  async open(appPath = '/app/'): Promise<void> {
    await this.page.goto(this.baseUrl + appPath);
  }

  /**
   * I follow an in-app link to a page without a sidebar entry (the editor, the table, help): the
   * History API in the same document, as the app's own links go, then wait for its page.
   */
  async followAppLink(address: string, area: string): Promise<void> {
    await this.page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, address);
    await this.waitForArea(area);
  }

  /** A new document of mine from a template, made the way the gallery asks for it; its id. */
  async createDocument(templateId = 'ru:101:0'): Promise<string> {
    return this.page.evaluate(async (template) => {
      const answer = await fetch(`/api/create-doc/?template_id=${encodeURIComponent(template)}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return ((await answer.json()) as { doc: string }).doc;
    }, templateId);
  }

  /** I click an entry of the sidebar and wait for its page. */
  async goThroughSidebarTo(area: AreaName): Promise<void> {
    await this.sidebarLink(area).click();
    await this.waitForArea(area);
  }

  async waitForArea(area: string, timeout = 30_000): Promise<void> {
    await this.areaHeading(area).waitFor({ state: 'visible', timeout });
  }

  /** The heading of the page I am on (the area root carries data-area). */
  async headingOf(area: AreaName): Promise<string> {
    await this.waitForArea(area);
    return ((await this.areaHeading(area).textContent()) || '').trim();
  }

  async expectedHeadingOf(area: AreaName): Promise<string> {
    return readUntil(
      () => this.headingOf(area),
      (text) => text === areaTitles[area],
    );
  }

  /** The area's heading once it reads `expected` (or what it read at the deadline). */
  async expectedHeadingOfText(area: string, expected: string): Promise<string> {
    await this.waitForArea(area);
    return readUntil(
      async () => ((await this.areaHeading(area).textContent()) || '').trim(),
      (text) => text === expected,
    );
  }

  /** Which sidebar entries are marked as the current page. */
  async currentSidebarPages(): Promise<string[]> {
    return this.sidebar
      .locator('a[aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-page') || ''));
  }

  async sidebarPagesShown(): Promise<string[]> {
    return this.sidebar
      .locator('a[data-page]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-page') || ''));
  }

  /** The window title once it settles on the expected one (or what it was at the deadline). */
  async windowTitleBecomes(expected: string): Promise<string> {
    return readUntil(
      () => this.page.title(),
      (title) => title === expected,
    );
  }

  /** Address bar path (without origin); `withHash` keeps the fragment. */
  currentPath(withHash = false): string {
    const url = new URL(this.page.url());
    return url.pathname + url.search + (withHash ? url.hash : '');
  }

  async pathBecomes(expected: string): Promise<string> {
    return readUntil(
      async () => this.currentPath(),
      (current) => current === expected,
    );
  }

  /** I press the browser's Back button. */
  async pressBack(): Promise<void> {
    await this.page.goBack();
  }

  /** I press the browser's Forward button. */
  async pressForward(): Promise<void> {
    await this.page.goForward();
  }

  /** I press F5. */
  async reload(): Promise<void> {
    await this.page.reload();
  }

  /** I open the language chooser from the top bar. */
  async openLanguageChooser(): Promise<void> {
    await this.topbar.locator('[data-testid="language-button"]').click();
    // The box and its title show at once; the languages, when the chooser's code is here.
    await this.modal.first().locator('[data-language]').first().waitFor({ state: 'visible' });
  }

  /** Which area root elements are on screen right now. */
  async areasShown(): Promise<string[]> {
    return this.page
      .locator('[data-area]')
      .evaluateAll((roots) =>
        roots
          .filter((root) => (root as HTMLElement).offsetParent !== null || root.tagName === 'BODY')
          .map((root) => root.getAttribute('data-area') || ''),
      );
  }
}
