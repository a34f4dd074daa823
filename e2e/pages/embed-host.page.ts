import type { FrameLocator, Locator, Page } from 'playwright-core';

/** A partner page that shows one area of the app inside an iframe. */
export class EmbedHostPage {
  constructor(
    readonly page: Page,
    readonly partnerUrl: string,
    readonly appUrl: string,
  ) {}

  get frame(): FrameLocator {
    return this.page.frameLocator('#embedded-app');
  }

  /** I open the school's page that embeds the given app address. */
  async openEmbedding(appPath: string): Promise<void> {
    const src = this.appUrl + appPath;
    await this.page.goto(`${this.partnerUrl}/?src=${encodeURIComponent(src)}`);
  }

  areaHeading(area: string): Locator {
    return this.frame.locator(`[data-area="${area}"] h1`).first();
  }

  async headingInFrame(area: string): Promise<string> {
    await this.areaHeading(area).waitFor({ state: 'visible', timeout: 30_000 });
    return ((await this.areaHeading(area).textContent()) || '').trim();
  }

  async chromeInFrame(): Promise<{ topbars: number; sidebars: number }> {
    return {
      topbars: await this.frame.locator('[data-testid="topbar"]').count(),
      sidebars: await this.frame.locator('nav[data-testid="sidebar"]').count(),
    };
  }
}
