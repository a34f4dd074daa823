/**
 * Font families the editor loads by name (Google Fonts). `kazakh` marks the ones whose
 * Cyrillic covers Kazakh letters (ә ғ қ ң ө ұ ү һ і: the cyrillic-ext subset); every family here
 * covers Russian and Ukrainian Cyrillic and Latin with German letters.
 */
export const FONTS = {
  Philosopher: { kazakh: false, style: 'serif' },
  Lora: { kazakh: false, style: 'serif' },
  'Playfair Display': { kazakh: false, style: 'serif' },
  'PT Serif': { kazakh: true, style: 'serif' },
  'Noto Serif': { kazakh: true, style: 'serif' },
  'Cormorant Garamond': { kazakh: false, style: 'serif' },
  'Old Standard TT': { kazakh: false, style: 'serif' },
  Merriweather: { kazakh: false, style: 'serif' },
  Roboto: { kazakh: true, style: 'sans' },
  'Open Sans': { kazakh: true, style: 'sans' },
  Montserrat: { kazakh: true, style: 'sans' },
  Comfortaa: { kazakh: false, style: 'sans' },
  Oswald: { kazakh: false, style: 'sans' },
  Lobster: { kazakh: false, style: 'script' },
  'Marck Script': { kazakh: false, style: 'script' },
  Caveat: { kazakh: false, style: 'script' },
} as const;

export type FontFamily = keyof typeof FONTS;

export function isFontFamily(value: string): value is FontFamily {
  return Object.hasOwn(FONTS, value);
}
