import type { Page } from 'playwright-core';

/**
 * Records uncaught page errors and console errors (from every frame of the page). Tests end by
 * asserting the list is empty; a test that provokes an error on purpose names what it expects.
 */
export class PageErrors {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.seen.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      this.seen.push(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
    });
  }

  /** Console errors matching the pattern are part of the scenario (never uncaught errors). */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  unexpected(): string[] {
    return this.seen.filter(
      (line) =>
        line.startsWith('uncaught:') || !this.expected.some((pattern) => pattern.test(line)),
    );
  }

  all(): string[] {
    return [...this.seen];
  }
}
