import type { Locator, Page } from 'playwright-core';
import { DocsPage } from './docs.page';

/** A file from the teacher's desktop. */
export interface DesktopFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * The storage (/app/storage/) as a teacher uses it: the file-area kit's folders and toolbar (as
 * in My documents), files dropped from the desktop, the share modal, and a link's page.
 */
export class StoragePage extends DocsPage {
  constructor(page: Page, baseUrl: string) {
    super(page, baseUrl, 'storage');
  }

  get dropZone(): Locator {
    return this.area.locator('[data-testid="storage-drop-zone"]');
  }

  get shareModal(): Locator {
    return this.page.locator('[data-testid="share-modal"]');
  }

  /**
   * I drag files from the desktop over the list and let go: the browser's own drag events, with
   * a DataTransfer holding the files, as the operating system hands them to the page.
   */
  async dropFiles(files: DesktopFile[]): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      (list) => {
        const data = new DataTransfer();
        for (const file of list)
          data.items.add(
            new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, {
              type: file.mimeType,
            }),
          );
        return data;
      },
      files.map((file) => ({
        name: file.name,
        mimeType: file.mimeType,
        base64: file.buffer.toString('base64'),
      })),
    );
    await this.dropZone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await this.dropZone.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.area.locator('[data-testid="storage-drop-zone-overlay"]').waitFor();
    await this.dropZone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** I select an item and open its share modal from the toolbar. */
  async openShare(name: string): Promise<void> {
    await this.select(name);
    await this.pressToolbar('Share');
    await this.shareModal.waitFor();
  }

  async setShareType(label: 'Only the people added' | 'Anyone with the link'): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().includes('storage-share-set-type'));
    await this.shareModal.locator('select[name="share_type"]').selectOption({ label });
    await answered;
  }

  /** I add a colleague by e-mail; they are listed under their name (`shownAs`). */
  async addPerson(email: string, shownAs: string): Promise<void> {
    await this.shareModal.locator('input[name="who"]').fill(email);
    await this.shareModal.getByRole('button', { name: 'Add', exact: true }).click();
    await this.shareModal.getByRole('combobox', { name: `Access of ${shownAs}` }).waitFor();
  }

  async setPermission(who: string, permission: 'View' | 'Edit'): Promise<void> {
    const answered = this.page.waitForResponse((r) => r.url().includes('storage-share-set-user'));
    await this.shareModal
      .getByRole('combobox', { name: `Access of ${who}` })
      .selectOption({ label: permission });
    await answered;
  }

  async shareLink(): Promise<string> {
    const field = this.shareModal.locator('input[name="link"]');
    await field.waitFor();
    return field.inputValue();
  }

  async closeShare(): Promise<void> {
    await this.shareModal.getByRole('button', { name: 'Close', exact: true }).click();
    await this.shareModal.waitFor({ state: 'detached' });
  }

  /** A form action sent straight to the server, whatever the screen offers (a crafted request). */
  async formActionFromPage(path: string, fields: Record<string, string>) {
    return this.page.evaluate(
      async ({ path, fields }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            'X-Requested-With': 'XMLHttpRequest',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(fields).toString(),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      },
      { path, fields },
    );
  }

  /** What a GET of one address answers in this browser (its cookies), e.g. a file. */
  async statusOf(url: string): Promise<number> {
    return this.page.evaluate(async (address) => (await fetch(address)).status, url);
  }
}
