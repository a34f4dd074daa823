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
}
