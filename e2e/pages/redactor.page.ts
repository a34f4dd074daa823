import type { Locator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';

/** The document editor (/app/redactor/{id}/) as a teacher uses it. */
export class RedactorPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  get area(): Locator {
    return this.page.locator('[data-area="redactor"]');
  }

  get surface(): Locator {
    return this.area.locator('[data-testid="doc-editor"] [contenteditable="true"]').first();
  }

  get blocks(): Locator {
    return this.area.locator('[data-testid="doc-editor"] [data-block="true"]');
  }

  get content(): Locator {
    return this.area.locator('[data-testid="page"] .gr-doc-content');
  }

  get saveIndicator(): Locator {
    return this.area.locator('[data-testid="save-indicator"]');
  }

  get notice(): Locator {
    return this.area.locator('[data-testid="editor-notice"]');
  }

  button(testId: string): Locator {
    return this.area.locator(`[data-testid="${testId}"]`);
  }

  /** A document made from a catalogue template through the gallery's create address. */
  async createFromTemplate(templateId: string): Promise<string> {
    await this.page.goto(`${this.baseUrl}/app/templates/create/${templateId.replace(/:/g, '-')}/`);
    const path = await readUntil(
      async () => new URL(this.page.url()).pathname,
      (current) => /^\/app\/redactor\/\d+\/$/.test(current),
    );
    return path.split('/')[3]!;
  }

  /**
   * A free document's file (seed 001 §4 Donate dialog): the donation offer comes first; its
   * "continue for free" opens when the countdown ends, then the free file is made after its wait.
   */
  async continueFree(): Promise<void> {
    const dialog = this.page.locator('[data-testid="creator-donate"]');
    await dialog.waitFor();
    const undonate = dialog.locator('[data-testid="creator-undonate"]');
    await readUntil(
      () => undonate.isEnabled(),
      (enabled) => enabled,
      20_000,
    );
    await undonate.click();
  }

  async open(docId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/app/redactor/${docId}/`);
    await this.waitForEditor();
  }

  /**
   * The editing surface, in up to a minute (a cold editor on a loaded CI machine). When it does
   * not come, the error says where the page is and what it shows (a notice, an error page, the
   * login form), which a bare locator timeout would not.
   */
  async waitForEditor(): Promise<void> {
    try {
      await this.surface.waitFor({ timeout: 60_000 });
    } catch (error) {
      const shown = await this.page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(unreadable)');
      throw new Error(
        `No editor at ${this.page.url()}; the page shows: ${shown.replace(/\s+/g, ' ').slice(0, 400)}\n${String(error)}`,
      );
    }
  }

  /** Writes a new last paragraph and leaves it selected. */
  async typeNewParagraph(text: string): Promise<void> {
    await this.blocks.last().click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Shift+Home');
  }

  /** Until the indicator says every change is on the server. */
  async waitUntilSaved(): Promise<void> {
    await readUntil(
      () => this.saveIndicator.getAttribute('data-state'),
      (state) => state === 'saved',
      20_000,
    );
  }

  /** Style of the text node's element holding `text`, as the browser computed it. */
  async styleOf(text: string) {
    return this.content.evaluate((content, wanted) => {
      const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.includes(wanted)) continue;
        const style = getComputedStyle(node.parentElement!);
        return {
          fontWeight: style.fontWeight,
          fontSize: style.fontSize,
          fontFamily: style.fontFamily,
        };
      }
      return null;
    }, text);
  }

  /** Pastes as a browser does, with HTML and plain text on the clipboard. */
  async paste(html: string, text: string): Promise<void> {
    await this.blocks.last().click();
    await this.page.keyboard.press('Control+End');
    await this.surface.evaluate(
      (surface, data) => {
        const clipboard = new DataTransfer();
        clipboard.setData('text/html', data.html);
        clipboard.setData('text/plain', data.text);
        surface.dispatchEvent(
          new ClipboardEvent('paste', {
            clipboardData: clipboard,
            bubbles: true,
            cancelable: true,
          }),
        );
      },
      { html, text },
    );
  }

  async pageMargins(): Promise<{ left: number; right: number }> {
    return this.content.evaluate((content) => {
      const style = getComputedStyle(content);
      return { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) };
    });
  }
}
