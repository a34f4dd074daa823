import type { FrameLocator, Page } from 'playwright-core';
import { readUntil } from '../support/wait';

/**
 * A page of the app's own site that frames the docs picker or the gallery (as the editor does)
 * and keeps every message the frame posts in window.received. Its script is a file of its own:
 * the site's Content-Security-Policy runs no inline script.
 */
export const PICKER_HOST_FILES = {
  'picker-host.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Picker host</title>
<link rel="icon" href="data:,"></head>
<body><h2>Pick a document</h2>
<iframe id="picker" width="1180" height="720"></iframe>
<script src="picker-host.js"></script>
</body></html>`,
  'picker-host.js': `window.received = [];
window.addEventListener('message', function (event) {
  if (event.origin === location.origin) window.received.push(event.data);
});
document.getElementById('picker').src = new URLSearchParams(location.search).get('src');
`,
};

export class PickerHostPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#picker');
  }

  /** I open a page of our site that embeds this app address. */
  async open(appPath: string): Promise<void> {
    await this.page.goto(
      `${this.baseUrl}/data/picker-host.html?src=${encodeURIComponent(appPath)}`,
    );
  }

  async received(): Promise<Array<Record<string, unknown>>> {
    return this.page.evaluate(
      () => (window as unknown as { received: Array<Record<string, unknown>> }).received,
    );
  }

  async messageArrives(type: string): Promise<Array<Record<string, unknown>>> {
    return readUntil(
      () => this.received(),
      (messages) => messages.some((message) => message.type === type),
    );
  }
}
