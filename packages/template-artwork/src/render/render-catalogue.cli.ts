// Build step: node packages/template-artwork/dist/lib/render/render-catalogue.cli.js
//   [--out DIR] [--contact-sheet FILE.png] [--prune] [--verbose]
// Renders the starter catalogue's artwork into packages/template-artwork/dist/catalogue/, the
// folder the backend's templates module reads (see the package's README.md).
import fs from 'node:fs';
import path from 'node:path';
import { renderCatalogue } from './catalogue-renderer';
import { writeContactSheet } from './contact-sheet';
import { renderWorkshop } from './workshop-renderer';

/** This package's folder: the nearest parent holding @gramota/template-artwork's package.json. */
function packageDir(): string {
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@gramota/template-artwork'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('template-artwork package.json not found above ' + __dirname);
    dir = parent;
  }
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const outDir = path.resolve(option('--out') ?? path.join(packageDir(), 'dist', 'catalogue'));
  const result = await renderCatalogue({
    outDir,
    prune: process.argv.includes('--prune'),
    log: process.argv.includes('--verbose') ? console.log : undefined,
  });
  const { templates } = result.manifest;
  console.log(
    `Catalogue: ${templates.length} templates -> ${path.relative(process.cwd(), outDir) || '.'} ` +
      `(${result.rendered} files rendered, ${result.reused} kept, ${result.removed} removed) in ${(result.milliseconds / 1000).toFixed(1)} s`,
  );
  const workshop = await renderWorkshop({
    outDir,
    prune: process.argv.includes('--prune'),
    log: process.argv.includes('--verbose') ? console.log : undefined,
  });
  const { backgrounds, frames, makets } = workshop.manifest;
  console.log(
    `Workshop: ${makets.length} layouts, ${backgrounds.length} backgrounds, ${frames.length} frames ` +
      `(${workshop.rendered} files rendered, ${workshop.reused} kept, ${workshop.removed} removed) in ${(workshop.milliseconds / 1000).toFixed(1)} s`,
  );
  const sheet = option('--contact-sheet');
  if (sheet) {
    await writeContactSheet(result.manifest, outDir, path.resolve(sheet));
    console.log(`Contact sheet: ${path.resolve(sheet)}`);
  }
}

main().catch((error: unknown) => {
  console.error('Rendering the catalogue failed:', error);
  process.exit(1);
});
