import fs from 'node:fs';
import path from 'node:path';
import { cssFontFamily, fontFiles, type BundledFont } from '@gramota/doc-style';

/** Rules in @fontsource's own order: where ranges overlap, the later (base) subset wins. */
const SUBSET_ORDER = ['cyrillic-ext', 'cyrillic', 'latin-ext', 'latin'];
const FONTSOURCE = /^@fontsource\/([a-z0-9-]{1,64})$/;

interface FontFiles {
  css: string;
  /** File name → absolute path, for exactly the files the CSS names. */
  files: Map<string, string>;
}

/** Where an installed npm package is (every @fontsource package exports its package.json). */
export function packageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

/** 'philosopher' for @fontsource/philosopher: the URL segment of a font's files. */
export function fontPackageId(font: BundledFont): string {
  const match = FONTSOURCE.exec(font.package);
  if (!match) throw new Error(`Not a @fontsource package: ${font.package}`);
  return match[1]!;
}

/**
 * The bundled fonts as the browser loads them (seed 001 §7 get-font-css): an @font-face rule per
 * face and subset of BUNDLED_FONTS (@gramota/doc-style: the faces and subsets it lists, nothing
 * else), WOFF2, each with @fontsource's unicode-range for its subset (the package's unicode.json,
 * from which @fontsource's own CSS files are made), so a page downloads only the subsets its text
 * uses. The files are served from the installed packages under /fonts/{package}/{file}, only
 * those the rules name. Built once per family.
 */
export class BundledFontFiles {
  private readonly byFamily = new Map<string, BundledFont>();
  private readonly byPackage = new Map<string, BundledFont>();
  private readonly built = new Map<string, FontFiles>();

  constructor(
    fonts: readonly BundledFont[],
    private readonly resolvePackage: (packageName: string) => string = packageDir,
  ) {
    for (const font of fonts) {
      this.byFamily.set(font.family, font);
      this.byPackage.set(fontPackageId(font), font);
    }
  }

  has(family: string): boolean {
    return this.byFamily.has(family);
  }

  /** The stylesheet of a bundled family; null for any other name. */
  css(family: string): string | null {
    const font = this.byFamily.get(family);
    return font ? this.build(font).css : null;
  }

  /** The path of a served font file; null unless the package is bundled and its CSS names it. */
  file(packageId: string, name: string): string | null {
    const font = this.byPackage.get(packageId);
    return font ? (this.build(font).files.get(name) ?? null) : null;
  }

  private build(font: BundledFont): FontFiles {
    const known = this.built.get(font.family);
    if (known) return known;
    const dir = this.resolvePackage(font.package);
    const read = <T>(name: string) =>
      JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
    const ranges = read<Record<string, string>>('unicode.json');
    const { version } = read<{ version: string }>('package.json');
    const packageId = fontPackageId(font);
    const faces = fontFiles(font).sort(
      (a, b) =>
        a.weight - b.weight ||
        Number(b.style === 'normal') - Number(a.style === 'normal') ||
        SUBSET_ORDER.indexOf(a.subset) - SUBSET_ORDER.indexOf(b.subset),
    );
    const files = new Map<string, string>();
    const rules: string[] = [];
    for (const face of faces) {
      const range = ranges[face.subset];
      const name = path.posix.basename(face.path);
      const file = path.join(dir, path.posix.relative(font.package, face.path));
      if (!range || !fs.existsSync(file)) continue;
      files.set(name, file);
      rules.push(
        [
          `/* ${name.replace(/\.woff2$/, '')} */`,
          '@font-face {',
          `  font-family: ${cssFontFamily(font.family)};`,
          `  font-style: ${face.style};`,
          '  font-display: swap;',
          `  font-weight: ${face.weight};`,
          `  src: url(/fonts/${packageId}/${name}?v=${encodeURIComponent(version)}) format('woff2');`,
          `  unicode-range: ${range};`,
          '}',
        ].join('\n'),
      );
    }
    const built: FontFiles = { css: `${rules.join('\n\n')}\n`, files };
    this.built.set(font.family, built);
    return built;
  }
}
