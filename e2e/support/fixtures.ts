import type { Browser } from 'playwright-core';
import { launchChromium, startApp, type RunningApp, type StartOptions } from '@gramota/app-harness';
import { PARTNER_HOST_ARGS } from './partner-site';

// The app and the browser of a test file. A teacher in that browser, with the page objects, is
// pages/use-teacher.ts: support stays below the pages and imports none of them.
export interface AppHandle {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * One built app (own port, own data directory) and one Chromium for the test file. Options may be
 * computed when the suite starts (e.g. the address of a stand-in server started just before).
 */
export function useAppAndBrowser(
  options?: StartOptions | (() => StartOptions | Promise<StartOptions>),
): AppHandle {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const resolved = typeof options === 'function' ? await options() : options;
    [app, browser] = await Promise.all([startApp(resolved), launchChromium(PARTNER_HOST_ARGS)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error('The app is not started (beforeAll failed?)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched (beforeAll failed?)');
      return browser;
    },
  };
}
