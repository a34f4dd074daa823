import type { Page } from 'playwright-core';

/**
 * The service worker controls the page and has kept what the visit loaded before it existed (the
 * shell's register-sw.ts sets data-offline-ready when the worker says it is warmed). Warming
 * fetches every first-load file again: on a 2-core machine busy with the other test files it once
 * took longer than 30 s, so this waits up to 75 s of the test's 120.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null &&
      document.documentElement.dataset.offlineReady === 'true',
    undefined,
    { timeout: 75_000 },
  );
}
