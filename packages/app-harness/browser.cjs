// Debian's headless Chromium driven by playwright-core, with the flags the architecture fixes
// (ARCHITECTURE §8): contracts' CHROMIUM_ARGS, the list the render engine launches with too.
'use strict';

const fs = require('node:fs');
const { chromium } = require('playwright-core');
const { CHROMIUM_ARGS } = require('@gramota/contracts');

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * @param {string[]} [extraArgs] more Chromium switches (a benchmark's frame pacing, the e2e
 *   suite's host names for other sites)
 * @returns {Promise<import('playwright-core').Browser>}
 */
async function launchChromium(extraArgs = []) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH).',
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A fresh context (own cookies and cache) with the English UI.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
function newTeacherContext(browser, options = {}) {
  return browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}

module.exports = { launchChromium, newTeacherContext, chromiumPath };
