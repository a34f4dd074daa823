/**
 * Every media query of the tests in this block matches: the editor lays itself out as on a phone
 * (mobile toolbar, the Edit menu). jsdom has no matchMedia of its own; the usual one is put back.
 */
export function onNarrowScreen(): void {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });
}
