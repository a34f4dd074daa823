import type { Locator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';

export type DocsViewName = 'root' | 'recent' | 'favorite' | 'types' | 'trash';

/**
 * My documents (/app/docs/) as a teacher uses it: folders, documents, the toolbar and menus. Every
 * file area is built from the same kit, so another area's page is this one with its own name.
 */
export class DocsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    /** The area's page name: its data-area, its address /app/{name}/, its search box. */
    readonly areaName = 'docs',
  ) {}

  get area(): Locator {
    return this.page.locator(`[data-area="${this.areaName}"]`);
  }

  get surface(): Locator {
    return this.area.locator('[data-testid="file-browser-surface"]');
  }

  get toolbar(): Locator {
    return this.area.getByRole('group', { name: 'File actions' });
  }

  get searchBox(): Locator {
    return this.area.locator(`[data-testid="${this.areaName}-search"]`);
  }

  get breadcrumbs(): Locator {
    return this.area.getByRole('navigation', { name: 'Folder path' });
  }

  get quickAccess(): Locator {
    return this.area.locator('[data-testid="quick-access"]');
  }

  get modal(): Locator {
    return this.page.locator('[data-testid="modal"]').last();
  }

  get toasts(): Locator {
    return this.page.locator('[data-testid="toast"]');
  }

  item(name: string): Locator {
    return this.area.locator(`[data-item-id][aria-label="${name.replace(/"/g, '\\"')}"]`);
  }

  /** I type the address of My documents (or one of its views). */
  async open(appPath = `/app/${this.areaName}/`): Promise<void> {
    await this.page.goto(this.baseUrl + appPath);
    await this.waitForList();
  }

  /** The list has loaded (items or the empty state are on screen). */
  async waitForList(): Promise<void> {
    await this.surface.waitFor();
    await this.surface
      .locator('[data-item-id], [role="status"]')
      .first()
      .waitFor({ timeout: 30_000 });
  }

  async itemNames(): Promise<string[]> {
    return this.area
      .locator('[data-item-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') || ''));
  }

  /** The names shown once they include (or, with `present` false, no longer include) `name`. */
  async namesOnceShown(name: string, present = true): Promise<string[]> {
    return readUntil(
      () => this.itemNames(),
      (names) => names.includes(name) === present,
    );
  }

  async selectedNames(): Promise<string[]> {
    return this.area
      .locator('[data-item-id][aria-selected="true"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') || ''));
  }

  /** I go to one of the views: All documents, Recent, Favorites, By type, Trash. */
  async openView(view: DocsViewName): Promise<void> {
    await this.area.locator(`nav a[data-view="${view}"]`).click();
    await this.waitForList();
  }

  async viewLinks(): Promise<string[]> {
    return this.area
      .locator('nav a[data-view]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-view') || ''));
  }

  /** I click an item (ctrl: add it to the selection). */
  async select(name: string, { add = false } = {}): Promise<void> {
    await this.item(name).click({ modifiers: add ? ['Control'] : [] });
    // The toolbar follows the selection: read it only once the item is selected.
    if (!add) await this.item(name).and(this.page.locator('[aria-selected="true"]')).waitFor();
  }

  /** I double-click a folder or a document. */
  async openItem(name: string): Promise<void> {
    await this.item(name).dblclick();
  }

  async openFolder(name: string): Promise<void> {
    await this.openItem(name);
    await readUntil(
      () => this.currentFolderName(),
      (current) => current === name,
    );
    await this.waitForList();
  }

  /** The folder the breadcrumbs end on ('' at the root, which has none). */
  async currentFolderName(): Promise<string> {
    const current = this.breadcrumbs.locator('[aria-current="page"]');
    if ((await current.count()) === 0) return '';
    return ((await current.getAttribute('title')) || '').trim();
  }

  /** I press a toolbar button (looking under "More" when the row is too narrow for it). */
  async pressToolbar(label: string): Promise<void> {
    const button = this.toolbar.getByRole('button', { name: label, exact: true });
    if (await button.count()) return button.click();
    await this.toolbar.getByRole('button', { name: 'More' }).click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
  }

  async toolbarLabels(): Promise<string[]> {
    return this.toolbar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => (button.textContent || '').trim()));
  }

  /** I right-click an item (or the empty space) and choose an action. */
  async chooseFromMenu(name: string | null, action: string): Promise<void> {
    if (name) await this.item(name).click({ button: 'right' });
    else await this.rightClickEmptySpace();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async menuFor(name: string): Promise<string[]> {
    await this.item(name).click({ button: 'right' });
    const items = this.page.getByRole('menuitem');
    await items.first().waitFor();
    const labels = await items.evaluateAll((entries) =>
      entries.map((entry) => (entry.textContent || '').trim()),
    );
    await this.page.keyboard.press('Escape');
    return labels;
  }

  private async rightClickEmptySpace(): Promise<void> {
    const box = await this.surface.boundingBox();
    if (!box) throw new Error('The list is not on screen');
    await this.page.mouse.click(box.x + box.width - 4, box.y + box.height - 4, {
      button: 'right',
    });
  }

  /** I fill in the name form of a modal and confirm. */
  async submitName(name: string): Promise<void> {
    const form = this.modal.locator('[data-testid="name-form"]');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('[data-testid="name-form-submit"]').click();
  }

  get nameError(): Locator {
    return this.modal.locator('[data-testid="field-error"]');
  }

  /** When I create a folder with this name in the folder I am in. */
  async createFolder(name: string): Promise<void> {
    await this.pressToolbar('New folder');
    await this.submitName(name);
    await this.modal.waitFor({ state: 'detached' });
    await this.namesOnceShown(name);
  }

  async rename(from: string, to: string): Promise<void> {
    await this.chooseFromMenu(from, 'Rename');
    await this.submitName(to);
    await this.modal.waitFor({ state: 'detached' });
    await this.namesOnceShown(to);
  }

  /** I drag an item onto a folder (or a breadcrumb) and let go. */
  async dragOnto(name: string, target: Locator): Promise<void> {
    await this.item(name).dragTo(target);
  }

  folderCrumb(name: string): Locator {
    return this.breadcrumbs.getByRole('button', { name, exact: true });
  }

  itemById(id: string): Locator {
    return this.area.locator(`[data-item-id="${id}"]`);
  }

  /** The names of the items with these ids, once all are listed. */
  async namesOf(ids: string[]): Promise<string[]> {
    await Promise.all(ids.map((id) => this.itemById(id).waitFor()));
    return Promise.all(
      ids.map(async (id) => (await this.itemById(id).getAttribute('aria-label')) || ''),
    );
  }

  /**
   * I press the mouse on empty space beside the items and drag a rectangle over the given ones.
   */
  async rubberBandSelect(names: string[]): Promise<void> {
    const boxes = await Promise.all(names.map((name) => this.item(name).boundingBox()));
    if (boxes.some((box) => !box)) throw new Error('An item to select is not on screen');
    const rects = boxes as Array<{ x: number; y: number; width: number; height: number }>;
    const surface = await this.surface.boundingBox();
    if (!surface) throw new Error('The list is not on screen');
    const left = Math.min(...rects.map((box) => box.x));
    const top = Math.min(...rects.map((box) => box.y));
    const right = Math.max(...rects.map((box) => box.x + box.width));
    const bottom = Math.max(...rects.map((box) => box.y + box.height));
    // Start in the gap just above-left of the first item, inside the list.
    const startX = Math.max(surface.x + 1, left - 6);
    const startY = Math.max(surface.y + 1, top - 6);
    await this.page.mouse.move(startX, startY);
    await this.page.mouse.down();
    await this.page.mouse.move((startX + right) / 2, (startY + bottom) / 2, { steps: 5 });
    await this.page.mouse.move(right - 10, bottom - 10, { steps: 5 });
    await this.page.mouse.up();
  }

  /** I type into the search box (searching starts after a pause, with 3 characters or more). */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** I switch between thumbnails and the list. */
  async switchView(view: 'thumbnail' | 'list'): Promise<void> {
    await this.area.getByRole('button', { name: view === 'list' ? 'List' : 'Thumbnails' }).click();
    await this.viewBecomes(view);
  }

  async currentView(): Promise<'thumbnail' | 'list' | 'none'> {
    if (await this.area.getByRole('grid').count()) return 'list';
    if (await this.area.getByRole('listbox').count()) return 'thumbnail';
    return 'none';
  }

  async viewBecomes(view: 'thumbnail' | 'list'): Promise<string> {
    return readUntil(
      () => this.currentView(),
      (current) => current === view,
    );
  }

  async toastTexts(): Promise<string[]> {
    return this.toasts.evaluateAll((toasts) =>
      toasts.map((toast) => (toast.querySelector('span')?.textContent || '').trim()),
    );
  }

  async toastAppears(text: string): Promise<string[]> {
    return readUntil(
      () => this.toastTexts(),
      (texts) => texts.some((shown) => shown.includes(text)),
    );
  }

  /**
   * Given I already made these documents from templates (through the app's own API, as the
   * gallery does), at the top level of My documents.
   */
  async haveDocumentsFrom(templateIds: string[]): Promise<string[]> {
    return this.page.evaluate(async (ids) => {
      const made: string[] = [];
      for (const id of ids) {
        const response = await fetch(`/api/create-doc/?template_id=${encodeURIComponent(id)}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        const answer = (await response.json()) as { doc?: string };
        if (answer.doc) made.push(answer.doc);
      }
      return made;
    }, templateIds);
  }
}
