import { useEffect, useState } from 'react';
import { redactorPaths } from '@gramota/contracts';

/** Each family's stylesheet, linked once for the page's life; settles once it has loaded. */
const stylesheets = new Map<string, Promise<void>>();

function ensureFontCss(family: string): Promise<void> {
  const known = stylesheets.get(family);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = redactorPaths.fontCss(family);
  link.dataset.grFont = family;
  // A stylesheet that fails to load leaves the fallback font: the title still draws.
  const loaded = new Promise<void>((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
  document.head.appendChild(link);
  stylesheets.set(family, loaded);
  return loaded;
}

/**
 * Konva measures text with whatever font is loaded when it draws: the title waits for the
 * family's @font-face rules, then for its face with the title's own letters (Cyrillic is a
 * separate file: document.fonts.load), and the answer's count changes once it has loaded so the
 * text redraws. Before that the canvas would show a fallback font the file never has.
 */
export function useTitleFont(family: string, fontQuery: string, text = 'АБВ abc'): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let active = true;
    const redraw = () => {
      if (active) setLoads((count) => count + 1);
    };
    const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
    // A face can also finish loading later than fonts.load says (the stylesheet's rules were not
    // matched yet, or drawing itself started the download): every face of the family that
    // arrives redraws the title.
    const arrived = (event: Event) => {
      const faces = (event as FontFaceSetLoadEvent).fontfaces ?? [];
      if (faces.some((face) => face.family.replace(/["']/g, '') === family)) redraw();
    };
    fonts?.addEventListener('loadingdone', arrived);
    ensureFontCss(family)
      .then(() => fonts?.load(fontQuery, text || 'АБВ abc'))
      .catch(() => undefined)
      .finally(redraw);
    return () => {
      active = false;
      fonts?.removeEventListener('loadingdone', arrived);
    };
  }, [family, fontQuery, text]);
  return loads;
}
