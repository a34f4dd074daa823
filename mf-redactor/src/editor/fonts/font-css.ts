import { redactorPaths } from '@gramota/contracts';

/**
 * Loads a bundled font's @font-face rules through a <link> to get-font-css, once per family for
 * the page's lifetime (the answer is cached, and the browser downloads a face only when text uses it).
 */
export function ensureFontCss(family: string): void {
  if (!family || typeof document === 'undefined') return;
  const href = redactorPaths.fontCss(family);
  const present = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-gr-font]'));
  if (present.some((link) => link.dataset.grFont === family)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.grFont = family;
  document.head.appendChild(link);
}
