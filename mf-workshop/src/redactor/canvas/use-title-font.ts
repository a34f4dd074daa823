import { useEffect, useState } from 'react';
import { redactorPaths } from '@gramota/contracts';

/** The bundled font's @font-face rules, linked once per family for the page's life. */
function ensureFontCss(family: string) {
  const present = document.head.querySelectorAll<HTMLLinkElement>('link[data-gr-font]');
  if (Array.from(present).some((link) => link.dataset.grFont === family)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = redactorPaths.fontCss(family);
  link.dataset.grFont = family;
  document.head.appendChild(link);
}

/**
 * Konva measures text with whatever font is loaded when it draws: the title waits for its face
 * (document.fonts.load), and the answer's count changes once it has loaded so the text redraws.
 */
export function useTitleFont(family: string, fontQuery: string): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let active = true;
    ensureFontCss(family);
    const fonts = (document as Document & { fonts?: FontFaceSet }).fonts;
    if (!fonts) return;
    // The stylesheet arrives first, then the face it names.
    const load = () => fonts.load(fontQuery, 'АБВ abc');
    load()
      .then((faces) =>
        faces.length ? faces : new Promise((done) => setTimeout(done, 300)).then(load),
      )
      .catch(() => undefined)
      .finally(() => {
        if (active) setLoads((count) => count + 1);
      });
    return () => {
      active = false;
    };
  }, [family, fontQuery]);
  return loads;
}
