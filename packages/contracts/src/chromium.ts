/**
 * The switches the project runs Debian's headless Chromium with (ARCHITECTURE §8): the render
 * engine's page pool (backend) and the harness of the browser tests and benchmarks
 * (@gramota/app-harness) launch with this one list.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
