import type { Locator, Page, Response } from 'playwright-core';
import { readUntil } from '../support/wait';

/** My templates (/app/workshop/) and the template canvas editor, as a teacher uses them. */
export class WorkshopPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** My templates, or the editor (its page is 'workshop-redactor'). */
  get area(): Locator {
    return this.page.locator('[data-area="workshop"], [data-area="workshop-redactor"]');
  }

  get toolbar(): Locator {
    return this.area.getByRole('group', { name: 'File actions' });
  }

  get modal(): Locator {
    return this.page.locator('[data-testid="modal"]').last();
  }

  get stage(): Locator {
    return this.area.locator('[data-testid="workshop-stage"]');
  }

  byTestId(testId: string): Locator {
    return this.area.locator(`[data-testid="${testId}"]`);
  }

  item(name: string): Locator {
    return this.area.locator(`[data-item-id][aria-label="${name.replace(/"/g, '\\"')}"]`);
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/app/workshop/`);
    await this.area.locator('[data-item-id], [role="status"]').first().waitFor();
  }

  /** I press a toolbar button (looking under "More" when the row is too narrow for it). */
  async pressToolbar(label: string): Promise<void> {
    const button = this.toolbar.getByRole('button', { name: label, exact: true });
    if (await button.isVisible()) return button.click();
    await this.toolbar.getByRole('button', { name: 'More' }).click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
  }

  /** "Create a template": a name and a format, then the canvas editor opens; answers its id. */
  async createTemplate(name: string): Promise<string> {
    await this.pressToolbar('Create a template');
    const form = this.page.locator('[data-testid="create-template"]');
    await form.locator('input[name="name"]').fill(name);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    const path = await readUntil(
      async () => new URL(this.page.url()).pathname,
      (current) => /^\/app\/workshop\/redactor\/\d+\/$/.test(current),
    );
    await this.waitForEditor();
    return path.split('/')[4]!;
  }

  async waitForEditor(): Promise<void> {
    await this.stage.locator('canvas').first().waitFor({ timeout: 30_000 });
  }

  async openTab(section: 'layout' | 'background' | 'frame' | 'title' | 'pictures'): Promise<void> {
    await this.byTestId(`workshop-tab-${section}`).click();
    await this.byTestId(`workshop-panel-${section}`).waitFor();
  }

  /** The next save of the scene the editor sends (autosave or Ready). */
  nextSave(): Promise<Response> {
    return this.page.waitForResponse(
      (response) =>
        response.url().includes('/api/workshop-template-set/') &&
        response.request().method() === 'POST',
      { timeout: 30_000 },
    );
  }

  /** The scene as the server keeps it. */
  async savedScene(id: string): Promise<Record<string, unknown> & { title: { text: string } }> {
    const answer = await this.page.request.get(`${this.baseUrl}/api/workshop-template-get/${id}/`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const text = await answer.text();
    const data = JSON.parse(text.slice(0, text.indexOf('\n<!--'))) as { content: string };
    return JSON.parse(data.content);
  }

  /** The page as the canvas shows it on the screen, without selection handles. */
  async canvasPicture(): Promise<Buffer> {
    await this.page.keyboard.press('Escape');
    await this.page.waitForTimeout(300);
    return this.stage.screenshot({ animations: 'disabled', caret: 'hide' });
  }
}
