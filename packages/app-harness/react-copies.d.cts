// Types of react-copies.cjs.
import type { BrowserContext, Page } from 'playwright-core';

/** Markers that occur together in React's core package and in no other JS file. */
export const reactCoreMarkers: readonly string[];
/** How many of the bodies contain React's core package. */
export function countReactCopies(bodies: Array<string | Buffer>, markers?: string[]): number;
/** Collects every JS response of a page or context; `scripts()` waits for the pending reads. */
export function collectScripts(target: Page | BrowserContext): {
  scripts(): Promise<Array<{ url: string; body: Buffer }>>;
};
/** Module Federation's share scope in the page, for one shared package name. */
export function readSharedPackage(
  page: Page,
  packageName: string,
): Promise<{
  found: boolean;
  loadedVersions: string[];
  registeredVersions: string[];
  providers: string[];
}>;
