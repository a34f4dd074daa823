import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateFileUrl } from '@gramota/contracts';
import { isScenePictureSource } from '@gramota/scene';
import sharp from 'sharp';
import {
  CATALOGUE,
  renderCatalogue,
  renderWorkshop,
  WORKSHOP_MANIFEST_FILE,
  workshopFiles,
  type RenderWorkshopResult,
  type WorkshopManifest,
} from '@gramota/template-artwork';
import { loadMaketCatalogue } from '..';
import { CATALOGUE_FILE_PATTERN } from '../../../templates';

// The whole workshop set, rendered once: what `npm run build -w @gramota/template-artwork` ships,
// read back the way the server reads it. It sits beside the reader rather than in the package
// because it checks both sides, and one full render is all the suite pays for it.
let outDir: string;
let first: RenderWorkshopResult;
let manifest: WorkshopManifest;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-workshop-'));
  first = await renderWorkshop({ outDir });
  manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, WORKSHOP_MANIFEST_FILE), 'utf8'),
  ) as WorkshopManifest;
}, 120_000);

afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('renderWorkshop', () => {
  it('ships at least 12 backgrounds and 8 frames, each for portrait and landscape', () => {
    expect(manifest).toEqual(first.manifest);
    const keys = (rows: Array<{ key: string; orientation: string }>, orientation: string) =>
      rows.filter((row) => row.orientation === orientation).map((row) => row.key);
    expect(new Set(keys(manifest.backgrounds, 'portrait')).size).toBeGreaterThanOrEqual(12);
    expect(keys(manifest.backgrounds, 'landscape')).toEqual(keys(manifest.backgrounds, 'portrait'));
    expect(new Set(keys(manifest.frames, 'portrait')).size).toBeGreaterThanOrEqual(8);
    expect(keys(manifest.frames, 'landscape')).toEqual(keys(manifest.frames, 'portrait'));
    const portrait = manifest.backgrounds.find((row) => row.id === 'paper-ivory-p')!;
    expect(portrait.formats).toEqual(['a4', 'a5']);
    expect(manifest.backgrounds.find((row) => row.id === 'paper-ivory-l')!.formats).toEqual([
      'a4h',
    ]);
  });

  it('ships at least 16 layouts of every type on every format, with the defaults 2, 50 and 53', () => {
    expect(manifest.makets.length).toBeGreaterThanOrEqual(16);
    for (const format of ['a4', 'a4h', 'a5'])
      expect(
        new Set(manifest.makets.filter((row) => row.format === format).map((row) => row.type)),
      ).toEqual(new Set(['c', 's', 'm']));
    const byId = new Map(manifest.makets.map((row) => [row.id, row]));
    expect(byId.size).toBe(manifest.makets.length);
    expect([byId.get(2)?.format, byId.get(50)?.format, byId.get(53)?.format]).toEqual([
      'a5',
      'a4',
      'a4h',
    ]);
    // The defaults keep the seeds' title: Philosopher 40 with the 0,2,2 grey shadow (seed 001 §9).
    for (const id of [2, 50, 53])
      expect(byId.get(id)!.style_title).toMatchObject({
        fontfamily: 'Philosopher',
        fontsize: 40,
        shadow: { x: 0, y: 2, blur: 2, color: '#808080' },
      });
  });

  it('gives every type its look: c an ornament picture and a background picture, s a plain frame on a colour, m a picture', () => {
    const frameUrls = new Set(manifest.frames.map((row) => templateFileUrl(row.image.file)));
    const backgroundIds = new Set(manifest.backgrounds.map((row) => row.id));
    for (const maket of manifest.makets) {
      const orientation = maket.format === 'a4h' ? '-l' : '-p';
      if (maket.type === 'c') {
        expect(frameUrls.has(maket.style_frame.src!)).toBe(true);
        expect(maket.style_frame.src).toContain(orientation);
      }
      if (maket.type === 's') {
        expect(maket).toMatchObject({ type_bg: 'other', file_id: '' });
        expect(maket.style_frame).toMatchObject({ visible: true, src: null });
        expect(maket.style_frame.stroke).toBeGreaterThan(0);
        expect(maket.style_content.color).toMatch(/^#[0-9a-f]{6}$/);
      } else {
        expect(maket.type_bg).toBe('file');
        expect(backgroundIds.has(maket.file_id)).toBe(true);
        expect(maket.file_id.endsWith(orientation)).toBe(true);
      }
      if (maket.type === 'm') expect(maket.style_frame.src).toBeNull();
    }
  });

  it('gives scenes the scene rules accept from every layout, on its format and a custom one', () => {
    const warnings: unknown[] = [];
    const record = (...args: unknown[]) => warnings.push(args);
    const catalogue = loadMaketCatalogue(outDir, { warn: record, error: record });
    expect(warnings).toEqual([]);
    expect(catalogue.allMakets()).toHaveLength(manifest.makets.length);
    for (const maket of catalogue.allMakets()) {
      expect(catalogue.newScene(maket.format, maket.id)).toMatchObject({ maket: maket.id });
      // Custom formats borrow a4's or a4h's layouts (layoutFormatOf); a5 keeps its own.
      if (maket.format === 'a5') continue;
      const custom = maket.format === 'a4h' ? 'ni-25x18' : 'ni-18x25';
      expect(catalogue.newScene(custom, maket.id)).toMatchObject({ format: custom });
    }
  });

  it('writes every file it names, at print size, under names the scene may point at', async () => {
    for (const file of workshopFiles(manifest)) {
      expect(file.file).toMatch(/^ws-/);
      expect(file.file).toMatch(CATALOGUE_FILE_PATTERN);
      expect(isScenePictureSource(templateFileUrl(file.file))).toBe(true);
      expect(fs.statSync(path.join(outDir, file.file)).size).toBe(file.bytes);
    }
    const portrait = manifest.backgrounds.find((row) => row.orientation === 'portrait')!;
    const landscape = manifest.backgrounds.find((row) => row.orientation === 'landscape')!;
    expect(await sharp(path.join(outDir, portrait.image.file)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 2264,
      isProgressive: true,
    });
    // The same density as portrait: 2264 px over 297 mm.
    expect(await sharp(path.join(outDir, landscape.image.file)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 2264,
      height: 1602,
    });
    expect(portrait.thumbnail).toMatchObject({ width: 300 });
    const maketThumb = await sharp(
      path.join(outDir, manifest.makets[0]!.thumbnail.file),
    ).metadata();
    expect(maketThumb).toMatchObject({ format: 'webp', width: 300 });
  });

  it('leaves the middle of every frame transparent and draws its edge', async () => {
    for (const frame of manifest.frames) {
      const image = sharp(path.join(outDir, frame.image.file));
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
      expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBe(0);
      let edge = 0;
      for (let x = 0; x < info.width; x += 4) edge = Math.max(edge, alphaAt(x, 60));
      expect(edge).toBeGreaterThan(200);
    }
  });

  it('renders nothing again on a rebuild, prunes only its own stale files, and the catalogue prune leaves them', async () => {
    const again = await renderWorkshop({ outDir });
    expect(again.rendered).toBe(0);
    expect(again.reused).toBe(workshopFiles(manifest).length);
    expect(again.manifest).toEqual(manifest);

    fs.writeFileSync(path.join(outDir, 'ws-bg-old-p-0123456789abcdef.jpg'), 'old');
    fs.writeFileSync(path.join(outDir, 'ru-999-0-0123456789abcdef.jpg'), 'old');
    await renderCatalogue({
      outDir,
      templates: CATALOGUE.filter((template) => template.id === 'ru:101:0'),
      prune: true,
    });
    for (const file of workshopFiles(manifest))
      expect(fs.existsSync(path.join(outDir, file.file))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'ru-999-0-0123456789abcdef.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'ws-bg-old-p-0123456789abcdef.jpg'))).toBe(true);

    const pruned = await renderWorkshop({ outDir, prune: true });
    expect(pruned.removed).toBe(1);
    expect(fs.existsSync(path.join(outDir, 'ws-bg-old-p-0123456789abcdef.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'catalogue.json'))).toBe(true);
  }, 60_000);
});
