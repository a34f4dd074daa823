import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Clicks a download link and reads what the browser saved. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFile((await download.path())!);
}
