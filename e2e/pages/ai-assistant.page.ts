import type { Locator, Page } from 'playwright-core';
import type { RedactorPage } from './redactor.page';

/** The AI support modal over the editor, as the teacher sees it. */
export class AssistantModal {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('[data-testid="ai-support"]');
  }

  get field(): Locator {
    return this.root.getByLabel('Message to the assistant');
  }

  get stop(): Locator {
    return this.root.getByRole('button', { name: 'Stop', exact: true });
  }

  get problem(): Locator {
    return this.root.locator('[data-testid="ai-problem"]');
  }

  get questions(): Locator {
    return this.root.locator('[data-testid="ai-log"] [data-testid="ai-user"]');
  }

  get answers(): Locator {
    return this.root.locator('[data-testid="ai-log"] [data-testid="ai-assistant"]');
  }

  textOf(entry: Locator): Promise<string> {
    return entry
      .locator('[data-testid="ai-text"]')
      .textContent()
      .then((text) => text ?? '');
  }

  async open(editor: RedactorPage): Promise<void> {
    await editor.button('ai-assistant').click();
    await this.field.waitFor();
  }

  /** Types the message and presses Enter, as the hint under the field says. */
  async ask(message: string): Promise<void> {
    await this.field.fill(message);
    await this.field.press('Enter');
  }

  async waitUntilAnswered(): Promise<void> {
    await this.stop.waitFor({ state: 'detached', timeout: 20_000 });
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.root.waitFor({ state: 'detached' });
  }
}
