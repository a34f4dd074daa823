import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '@gramota/contracts';

/** One warm page of the pool, in its own browser context. */
export interface PoolPage {
  context: BrowserContext;
  page: Page;
  deviceScaleFactor: number;
}

export interface ChromiumPoolOptions<Slot extends PoolPage> {
  chromiumPath: string;
  /** Pages kept warm and used at once. */
  size: number;
  /** Browser launch and page actions time out after this. */
  timeoutMs: number;
  /** Makes a new page the user's slot (e.g. routes its requests); runs once per page. */
  setUp(page: PoolPage): Promise<Slot>;
}

/**
 * A warm pool of headless Chromium pages (ARCHITECTURE §6), each in its own browser, started on
 * first use and started again when it crashed or closed. A user takes a page's index (acquire),
 * gets its page at a pixel density (pageFor), and gives the index back (release); a page in an
 * unknown state is discarded and made afresh next time.
 */
export class ChromiumPool<Slot extends PoolPage> {
  /**
   * One Chromium per pool page: a browser composites and encodes its screenshots on one thread,
   * so two pages of one browser mostly wait for each other (30 renders: ~8.3 s with one browser
   * of two pages, ~6.6 s with two browsers of one page, on 2 cores).
   */
  readonly browsers: (Promise<Browser> | null)[];
  private readonly slots: (Slot | null)[];
  private readonly free: number[];
  private readonly waiting: ((index: number) => void)[] = [];

  constructor(private readonly options: ChromiumPoolOptions<Slot>) {
    this.slots = Array.from({ length: options.size }, () => null);
    this.browsers = this.slots.map(() => null);
    this.free = this.slots.map((_, index) => index);
  }

  /** A free page's index; waits for one when all are in use. */
  acquire(): Promise<number> {
    const index = this.free.pop();
    if (index !== undefined) return Promise.resolve(index);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(index: number): void {
    const next = this.waiting.shift();
    if (next) next(index);
    else this.free.push(index);
  }

  /** The slot of page `index` as it is now (null when none is made). */
  current(index: number): Slot | null {
    return this.slots[index] ?? null;
  }

  /** The page of a slot, made (again) when missing, broken or of another pixel density. */
  async pageFor(index: number, deviceScaleFactor: number): Promise<Slot> {
    const current = this.slots[index];
    if (current && current.deviceScaleFactor === deviceScaleFactor && !current.page.isClosed()) {
      return current;
    }
    if (current) this.discard(index);
    const browser = await this.launch(index);
    if (!browser.isConnected()) {
      this.browsers[index] = null;
      return this.pageFor(index, deviceScaleFactor);
    }
    const context = await browser.newContext({
      viewport: { width: 800, height: 1132 },
      deviceScaleFactor,
      locale: 'ru-RU',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(this.options.timeoutMs);
    const slot = await this.options.setUp({ context, page, deviceScaleFactor });
    page.on('crash', () => {
      if (this.slots[index] === slot) this.discard(index);
    });
    this.slots[index] = slot;
    return slot;
  }

  /** Drops the page of `index` (its state is unknown); the next use makes a new one. */
  discard(index: number): void {
    const slot = this.slots[index];
    this.slots[index] = null;
    slot?.context.close().catch(() => undefined);
  }

  /** Closes the browsers; a later use starts new ones. */
  async close(): Promise<void> {
    const browsers = [...this.browsers];
    this.browsers.fill(null);
    this.slots.fill(null);
    await Promise.all(
      browsers.map(async (browser) => {
        if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
      }),
    );
  }

  /** The browser of pool page `index`, launched when there is none (or it went away). */
  private launch(index: number): Promise<Browser> {
    const running = this.browsers[index];
    if (running) return running;
    const launching = (async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: this.options.chromiumPath,
        args: [...CHROMIUM_ARGS],
        timeout: this.options.timeoutMs,
      });
      browser.on('disconnected', () => {
        // Crashed or closed: its page went with it; the next use of this slot relaunches.
        if (this.browsers[index] === launching) {
          this.browsers[index] = null;
          this.slots[index] = null;
        }
      });
      return browser;
    })();
    this.browsers[index] = launching;
    launching.catch(() => {
      if (this.browsers[index] === launching) this.browsers[index] = null;
    });
    return launching;
  }
}
