// Types of browser.cjs.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

/** Debian's headless Chromium with contracts' CHROMIUM_ARGS, plus `extraArgs`. */
export function launchChromium(extraArgs?: string[]): Promise<Browser>;
/** A fresh context (own cookies and cache) with the English UI and a 1280×800 window. */
export function newTeacherContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext>;
/** CHROMIUM_PATH, or /usr/bin/chromium. */
export const chromiumPath: string;
