import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_FONTS, bundledFont, fontFiles, type BundledFont } from './bundled-fonts';
import { DEFAULT_FONT } from './typography';

// The backend installs the @fontsource packages; npm workspaces hoist them to the root.
const NODE_MODULES = path.resolve(__dirname, '../../../node_modules');
const onDisk = (file: string) => fs.existsSync(path.join(NODE_MODULES, file));

const WEIGHTS = [400, 700] as const;
const STYLES = ['normal', 'italic'] as const;
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const;
const fileOf = (font: BundledFont, subset: string, weight: number, style: string) =>
  `${font.package}/files/${font.filePrefix}-${subset}-${weight}-${style}.woff2`;

describe('bundled fonts', () => {
  it('has every listed woff2 file under node_modules', () => {
    const missing = BUNDLED_FONTS.flatMap(fontFiles)
      .map((file) => file.path)
      .filter((file) => !onDisk(file));
    expect(missing).toEqual([]);
  });

  it('lists every regular/bold, upright/italic face and subset the package has', () => {
    for (const font of BUNDLED_FONTS) {
      const latin = (weight: number, style: string) => onDisk(fileOf(font, 'latin', weight, style));
      const faces = WEIGHTS.flatMap((weight) =>
        STYLES.filter((style) => latin(weight, style)).map((style) => `${weight}-${style}`),
      );
      expect([font.family, font.faces.map((f) => `${f.weight}-${f.style}`).sort()]).toEqual([
        font.family,
        faces.sort(),
      ]);
      const subsets = SUBSETS.filter((subset) => onDisk(fileOf(font, subset, 400, 'normal')));
      expect([font.family, [...font.subsets]]).toEqual([font.family, subsets]);
      expect(font.cyrillic).toBe(subsets.includes('cyrillic'));
    }
  });

  it('names each family as its package does', () => {
    for (const font of BUNDLED_FONTS) {
      const css = fs.readFileSync(path.join(NODE_MODULES, font.package, 'index.css'), 'utf8');
      expect(css).toContain(`font-family: '${font.family}';`);
    }
  });

  it('looks fonts up by their exact family name', () => {
    expect(bundledFont('PT Serif')?.package).toBe('@fontsource/pt-serif');
    expect(bundledFont('pt serif')).toBeUndefined();
    expect(bundledFont('Comic Sans MS')).toBeUndefined();
    expect(bundledFont(DEFAULT_FONT)).toBe(BUNDLED_FONTS[0]);
  });
});
