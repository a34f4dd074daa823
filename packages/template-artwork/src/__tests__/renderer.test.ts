import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { classic } from '../artwork/designs/classic';
import { PALETTES } from '../artwork/palettes';
import { CATALOGUE, type TemplateDefinition } from '../catalogue';
import { renderCatalogue } from '../render/catalogue-renderer';
import { MANIFEST_FILE, type CatalogueManifest } from '../render/manifest';

const pick = (id: string) => CATALOGUE.find((template) => template.id === id)!;
// One with a movable title gallery, one landscape with text title, one A5 with fields.
const SAMPLE: TemplateDefinition[] = [pick('ru:101:0'), pick('ru:112:0'), pick('ru:603:0')];

describe('renderCatalogue', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-catalogue-'));
  });

  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('writes hash-named backgrounds, thumbnails and title images, and the manifest', async () => {
    const result = await renderCatalogue({ outDir, templates: SAMPLE });
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, MANIFEST_FILE), 'utf8'),
    ) as CatalogueManifest;
    expect(manifest).toEqual(result.manifest);
    expect(manifest.templates.map((row) => row.id)).toEqual(SAMPLE.map((template) => template.id));
    expect(result.rendered).toBe(2 * 3 + 2 * 3); // background + thumbnail each, image + thumbnail per title
    expect(result.reused).toBe(0);

    const [withTitles, landscape, withFields] = manifest.templates;
    expect(withTitles!.background.file).toMatch(/^ru-101-0-[0-9a-f]{16}\.jpg$/);
    expect(withTitles!.thumbnail.file).toMatch(/^ru-101-0-[0-9a-f]{16}-thumb\.webp$/);
    expect(withTitles!.background).toMatchObject({ width: 1600, height: 2264 });
    expect(landscape!.background).toMatchObject({ width: 1600, height: 1132 });
    expect(withFields!.background).toMatchObject({ width: 1600, height: 2272 });
    expect(withFields!.fields.length).toBeGreaterThan(0);
    expect(withTitles!.movableTitle!.gallery).toHaveLength(3);
    expect(withTitles!.movableTitle!.gallery[0]!.image.file).toMatch(
      /^title-ru-gramota-gold-[0-9a-f]{16}\.png$/,
    );

    const background = await sharp(path.join(outDir, withTitles!.background.file)).metadata();
    expect(background).toMatchObject({ format: 'jpeg', width: 1600, isProgressive: true });
    const thumbnail = await sharp(path.join(outDir, withTitles!.thumbnail.file)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 300 });
    const title = await sharp(
      path.join(outDir, withTitles!.movableTitle!.gallery[0]!.image.file),
    ).metadata();
    expect(title).toMatchObject({ format: 'png', hasAlpha: true, width: 1200 });
    for (const row of manifest.templates) {
      expect(fs.statSync(path.join(outDir, row.background.file)).size).toBe(row.background.bytes);
    }
  });

  it('keeps files that already exist and renders again only what changed', async () => {
    const before = fs.readdirSync(outDir).sort();
    const again = await renderCatalogue({ outDir, templates: SAMPLE });
    expect(again.rendered).toBe(0);
    expect(fs.readdirSync(outDir).sort()).toEqual(before);

    const repainted = {
      ...SAMPLE[1]!,
      design: classic({ palette: PALETTES.violet, border: 'beaded' }),
    };
    const changed = await renderCatalogue({
      outDir,
      templates: [SAMPLE[0]!, repainted, SAMPLE[2]!],
    });
    expect(changed.rendered).toBe(2);
    const oldRow = again.manifest.templates[1]!;
    const newRow = changed.manifest.templates[1]!;
    expect(newRow.background.file).not.toBe(oldRow.background.file);
    expect(newRow.hash).not.toBe(oldRow.hash);
    expect(changed.manifest.templates[0]!.hash).toBe(again.manifest.templates[0]!.hash);
    // Old files stay for documents made earlier, until a pruning run.
    expect(fs.existsSync(path.join(outDir, oldRow.background.file))).toBe(true);
    const pruned = await renderCatalogue({
      outDir,
      templates: [SAMPLE[0]!, repainted, SAMPLE[2]!],
      prune: true,
    });
    expect(pruned.removed).toBe(2);
    expect(fs.existsSync(path.join(outDir, oldRow.background.file))).toBe(false);
  });
});
