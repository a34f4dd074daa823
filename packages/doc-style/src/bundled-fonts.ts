/**
 * The fonts the app serves itself (from the backend's @fontsource packages), so the editor and
 * the renderer draw with the same files. Documents only use regular and bold, upright and italic
 * (<strong>, <em>), so those are the only faces listed, and only where the package has them:
 * a missing face is synthesised by the browser alike in both places.
 */

/** The font dialog's groups (BundledFontInfo.kind in @gramota/contracts). */
export type FontKind = 'serif' | 'sans' | 'script' | 'display';
/** Subsets served: Latin with German letters, Russian and Ukrainian; -ext adds Kazakh letters. */
export type FontSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'cyrillic-ext';
export type FontWeight = 400 | 700;
export type FontStyle = 'normal' | 'italic';

export interface FontFaceFile {
  weight: FontWeight;
  style: FontStyle;
}

export interface BundledFont {
  /** CSS family name; also the value a document's `font` and FONT: styles hold. */
  family: string;
  /** The npm package holding the files, under its `files/` folder. */
  package: string;
  /** File names are `{filePrefix}-{subset}-{weight}-{style}.woff2`. */
  filePrefix: string;
  kind: FontKind;
  cyrillic: boolean;
  subsets: readonly FontSubset[];
  faces: readonly FontFaceFile[];
}

const ALL_SUBSETS: readonly FontSubset[] = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
const NO_CYRILLIC_EXT: readonly FontSubset[] = ['latin', 'latin-ext', 'cyrillic'];

const REGULAR: FontFaceFile = { weight: 400, style: 'normal' };
const ITALIC: FontFaceFile = { weight: 400, style: 'italic' };
const BOLD: FontFaceFile = { weight: 700, style: 'normal' };
const BOLD_ITALIC: FontFaceFile = { weight: 700, style: 'italic' };
const FOUR_FACES = [REGULAR, ITALIC, BOLD, BOLD_ITALIC];

function font(
  family: string,
  name: string,
  kind: FontKind,
  faces: readonly FontFaceFile[],
  subsets = ALL_SUBSETS,
): BundledFont {
  return {
    family,
    package: `@fontsource/${name}`,
    filePrefix: name,
    kind,
    cyrillic: subsets.includes('cyrillic'),
    subsets,
    faces,
  };
}

/** Kinds follow Google Fonts' categories (handwriting = script). DEFAULT_FONT comes first. */
export const BUNDLED_FONTS: readonly BundledFont[] = [
  font('Philosopher', 'philosopher', 'sans', FOUR_FACES),
  font('PT Serif', 'pt-serif', 'serif', FOUR_FACES),
  font('PT Sans', 'pt-sans', 'sans', FOUR_FACES),
  font('Roboto', 'roboto', 'sans', FOUR_FACES),
  font('Lobster', 'lobster', 'display', [REGULAR]),
  font('Comfortaa', 'comfortaa', 'display', [REGULAR, BOLD]),
  font('Marck Script', 'marck-script', 'script', [REGULAR], NO_CYRILLIC_EXT),
  font('Caveat', 'caveat', 'script', [REGULAR, BOLD]),
  font('Playfair Display', 'playfair-display', 'serif', FOUR_FACES, NO_CYRILLIC_EXT),
  font('Oswald', 'oswald', 'sans', [REGULAR, BOLD]),
  font('Old Standard TT', 'old-standard-tt', 'serif', [REGULAR, ITALIC, BOLD]),
  font('Cormorant Garamond', 'cormorant-garamond', 'serif', FOUR_FACES),
  font('Great Vibes', 'great-vibes', 'script', [REGULAR]),
  // The rest of the starter catalogue's families (packages/template-artwork/src/fonts.ts).
  font('Lora', 'lora', 'serif', FOUR_FACES),
  font('Noto Serif', 'noto-serif', 'serif', FOUR_FACES),
  font('Merriweather', 'merriweather', 'serif', FOUR_FACES),
  font('Open Sans', 'open-sans', 'sans', FOUR_FACES),
  font('Montserrat', 'montserrat', 'sans', FOUR_FACES),
];

/** The bundled font of an exact (case-sensitive) family name. */
export function bundledFont(family: string): BundledFont | undefined {
  return BUNDLED_FONTS.find((entry) => entry.family === family);
}

export interface FontFile extends FontFaceFile {
  subset: FontSubset;
  /** Module path: `{package}/files/{name}.woff2`, relative to node_modules. */
  path: string;
}

/** Every woff2 file of a font: what @font-face rules for it point at. */
export function fontFiles(font: BundledFont): FontFile[] {
  return font.faces.flatMap((face) =>
    font.subsets.map((subset) => ({
      ...face,
      subset,
      path: `${font.package}/files/${font.filePrefix}-${subset}-${face.weight}-${face.style}.woff2`,
    })),
  );
}

/** The CSS value naming a family ('PT Serif' quoted), the same in the editor and the HTML. */
export const cssFontFamily = (family: string) => `'${family}'`;
