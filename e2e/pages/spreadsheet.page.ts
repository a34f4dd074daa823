import type { FrameLocator, Locator, Page } from 'playwright-core';

/**
 * The mass creation table as the teacher meets it from the editor: inside the editor's modal
 * frame (/app/spreadsheet/{docId}/?embed=true).
 */
export class SpreadsheetFrame {
  constructor(readonly page: Page) {}

  get frameElement(): Locator {
    return this.page.locator('[data-testid="spreadsheet-frame"]');
  }

  get frame(): FrameLocator {
    return this.page.frameLocator('[data-testid="spreadsheet-frame"]');
  }

  byTestId(testId: string): Locator {
    return this.frame.locator(`[data-testid="${testId}"]`);
  }

  get grid(): Locator {
    return this.byTestId('sheet-grid');
  }

  /** Uploads a class list file (CSV or .xlsx) through the table's upload button's input. */
  async upload(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.byTestId('csv-input').setInputFiles({ name, mimeType, buffer });
  }

  get warnings(): Locator {
    return this.byTestId('mass-warning');
  }

  get ready(): Locator {
    return this.byTestId('mass-ready');
  }

  /** Waits until the table's edits are saved (the indicator says so). */
  async saved(): Promise<void> {
    await this.frame
      .locator('[data-testid="save-indicator"][data-state="saved"]')
      .waitFor({ timeout: 30_000 });
  }

  /**
   * «Create documents» for every row, as a teacher goes through it: the check before making may
   * show the names as they will print or warnings, and she goes on; then waits for the files.
   */
  async createAll(): Promise<void> {
    await this.byTestId('mass-create').click();
    const checked = this.frame.locator(
      '[data-testid="mass-ready"], [data-testid="mass-names"], [data-testid="mass-warnings"]',
    );
    await checked.first().waitFor({ timeout: 90_000 });
    const shown = await checked.first().getAttribute('data-testid');
    if (shown !== 'mass-ready')
      await this.byTestId(shown!)
        .getByRole('button', { name: /^Create (anyway|documents)$/ })
        .click();
    await this.ready.waitFor({ timeout: 240_000 });
  }
}
