import type { Locator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';

/** The template gallery (/app/templates/) as a teacher browses it. */
export class GalleryPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  get area(): Locator {
    return this.page.locator('[data-area="templates"]');
  }

  get cards(): Locator {
    return this.area.locator('[data-testid="template-card"]');
  }

  get details(): Locator {
    return this.area.locator('[data-testid="template-details"]');
  }

  get searchInput(): Locator {
    return this.area.getByRole('searchbox', { name: 'Search templates' });
  }

  get searchError(): Locator {
    return this.area.locator('form[role="search"] [data-testid="field-error"]');
  }

  get languageSelect(): Locator {
    return this.area.locator('[data-testid="template-language"]');
  }

  get emptyState(): Locator {
    return this.area.locator('[role="status"]').first();
  }

  /** I type the gallery's address (or one of its routes). */
  async open(appPath = '/app/templates/'): Promise<void> {
    await this.page.goto(this.baseUrl + appPath);
    await this.waitForCards();
  }

  async waitForCards(): Promise<void> {
    await this.area
      .locator('[data-testid="template-card"], [data-testid="template-details"], [role="status"]')
      .first()
      .waitFor({ timeout: 30_000 });
  }

  async cardNames(): Promise<string[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-template-name') || ''),
    );
  }

  /** The template ids of the cards on screen, in order. */
  async cardIds(): Promise<string[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-template-id') || ''),
    );
  }

  /** I click a type tab ('Diplomas', 'Certificates', ...). */
  async openCategory(label: string): Promise<void> {
    await this.area
      .getByRole('navigation', { name: 'Template types' })
      .getByRole('link', {
        name: label,
        exact: true,
      })
      .click();
    await this.activeCategoryBecomes(label);
    await this.waitForCards();
  }

  async activeCategory(): Promise<string> {
    const active = this.area.locator('nav[aria-label="Template types"] a[aria-current="page"]');
    if ((await active.count()) === 0) return '';
    return ((await active.textContent()) || '').trim();
  }

  async activeCategoryBecomes(label: string): Promise<string> {
    return readUntil(
      () => this.activeCategory(),
      (current) => current === label,
    );
  }

  /** The group links of the category shown, and the one marked current. */
  async groups(): Promise<{ all: string[]; active: string }> {
    const nav = this.area.locator('nav[aria-label="Sections"]');
    const all = await nav
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-group') || ''));
    const active = (await nav.locator('a[aria-current="page"]').getAttribute('data-group')) || '';
    return { all, active };
  }

  async openGroup(group: string): Promise<void> {
    await this.area.locator(`nav[aria-label="Sections"] a[data-group="${group}"]`).click();
    await readUntil(
      async () => (await this.groups()).active,
      (active) => active === group,
    );
    await this.waitForCards();
  }

  /** I click a template card. */
  async openCard(templateId: string): Promise<void> {
    await this.area
      .locator(`[data-testid="template-card"][data-template-id="${templateId}"] a`)
      .click();
    await this.details.waitFor({ timeout: 30_000 });
  }

  /** On the card page, I press "Create a document". */
  async createDocument(): Promise<void> {
    await this.details.locator('[data-testid="create-document"]').click();
  }

  /** I search the catalogue. */
  async search(text: string): Promise<void> {
    await this.searchInput.fill(text);
    await this.searchInput.press('Enter');
  }

  async chooseLanguage(lng: string): Promise<void> {
    await this.languageSelect.selectOption(lng);
  }
}
