import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_FILES_PATH } from '@gramota/contracts';
import { checkScene, sceneFromMaket, DEFAULT_TITLE_TEXT } from '@gramota/scene';
import { loadMaketCatalogue, WORKSHOP_MANIFEST_FILE, type MaketCatalogue } from '..';
import type { WorkshopManifest } from '@gramota/template-artwork';
import { FIXTURE_MAKETS, renderFixture } from './makets-fixture';

let dir: string;
let manifest: WorkshopManifest;
let catalogue: MaketCatalogue;
const logged: unknown[] = [];
const logger = {
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
};

beforeAll(async () => {
  ({ dir, manifest } = await renderFixture());
  catalogue = loadMaketCatalogue(dir, logger);
}, 60_000);

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const fileOfUrl = (url: string) => path.join(dir, url.slice(TEMPLATE_FILES_PATH.length));

describe('the shipped layouts', () => {
  it('loads every layout of the manifest, each giving a scene the scene rules accept', () => {
    expect(logged).toEqual([]);
    expect(
      catalogue
        .allMakets()
        .map((maket) => maket.id)
        .sort((a, b) => a - b),
    ).toEqual(FIXTURE_MAKETS);
    for (const maket of catalogue.allMakets()) {
      const scene = sceneFromMaket(maket.format, maket, catalogue.backgroundPresets());
      expect(scene).toMatchObject({ ok: true });
      if (!scene.ok) continue;
      expect(checkScene(scene.scene)).toEqual({ ok: true, scene: scene.scene });
      expect(scene.scene).toMatchObject({ maket: maket.id, format: maket.format });
      expect(scene.scene.title.text).toBe(DEFAULT_TITLE_TEXT);
      // Every picture the layout draws is a file the build made.
      for (const url of [scene.scene.background.src, scene.scene.frame.src, maket.thumb])
        if (url) expect(fs.existsSync(fileOfUrl(url))).toBe(true);
    }
  });

  it('has the defaults of seed 001 §9 on their formats', () => {
    expect(catalogue.findMaket(2)).toMatchObject({ format: 'a5', type: 'c', type_bg: 'file' });
    expect(catalogue.findMaket(50)).toMatchObject({ format: 'a4', type: 'c' });
    expect(catalogue.findMaket(53)).toMatchObject({ format: 'a4h', type: 'c' });
    expect(catalogue.findMaket(50)!.file_id).toBe('paper-ivory-p');
    expect(catalogue.findMaket(53)!.file_id).toBe('paper-ivory-l');
  });

  it('gives each format its own layouts; custom formats those of their orientation', () => {
    const ids = (format: string) => catalogue.maketsOf(format).map((maket) => maket.id);
    expect(ids('a5')).toEqual([2, 3, 5]);
    expect(ids('a4')).toEqual([50]);
    expect(ids('a4h')).toEqual([53, 62]);
    expect(ids('ni-20x15')).toEqual([53, 62]);
    expect(ids('ni-15x20')).toEqual([50]);
    expect(ids('a3')).toEqual([]);
    expect(catalogue.backgroundsFor('a5').every((bg) => bg.id.endsWith('-p'))).toBe(true);
    expect(catalogue.backgroundsFor('ni-20x15').every((bg) => bg.id.endsWith('-l'))).toBe(true);
    expect(catalogue.backgroundsFor('ni-20x15').length).toBeGreaterThan(0);
  });

  it('makes a new template scene from a layout of the right kind of page only', () => {
    const a5 = catalogue.newScene('a5', 2)!;
    expect(a5).toMatchObject({ format: 'a5', maket: 2, frame: { visible: true } });
    expect(a5.frame.src).toMatch(/^\/data\/templates\/ws-frame-classic-guilloche-p-/);
    expect(a5.background).toMatchObject({ preset: 'paper-ivory-p', size: 'cover' });
    const strict = catalogue.newScene('a5', 3)!;
    expect(strict.background).toMatchObject({ src: null, preset: '', color: '#ffffff' });
    expect(strict.frame).toMatchObject({ src: null, stroke: 4, color: '#1f3a93' });
    // A custom landscape page borrows a4h's layout, stretched to its height.
    const custom = catalogue.newScene('ni-20x15', 53)!;
    expect(custom).toMatchObject({ format: 'ni-20x15', maket: 53 });
    expect(custom.frame.height).toBe(600);
    expect(catalogue.newScene('a4', 2)).toBeNull();
    expect(catalogue.newScene('a4', 999)).toBeNull();
    expect(catalogue.newScene('a3', 50)).toBeNull();
  });

  it('leaves out a layout whose style breaks the scene rules, and survives a broken manifest', () => {
    const broken: WorkshopManifest = JSON.parse(JSON.stringify(manifest));
    broken.makets[0]!.style_title = { ...broken.makets[0]!.style_title, fontfamily: 'x";}body{' };
    broken.makets[1]!.style_frame = {
      ...broken.makets[1]!.style_frame,
      src: 'http://evil.test/x.png',
    };
    const badDir = fs.mkdtempSync(path.join(dir, 'bad-'));
    fs.writeFileSync(path.join(badDir, WORKSHOP_MANIFEST_FILE), JSON.stringify(broken));
    const warnings: unknown[] = [];
    const partial = loadMaketCatalogue(badDir, {
      warn: (...args: unknown[]) => warnings.push(args),
      error: (...args: unknown[]) => warnings.push(args),
    });
    expect(partial.allMakets()).toHaveLength(manifest.makets.length - 2);
    expect(partial.findMaket(broken.makets[0]!.id)).toBeUndefined();
    expect(warnings).toHaveLength(2);

    fs.writeFileSync(path.join(badDir, WORKSHOP_MANIFEST_FILE), '{"version":1,');
    const none = loadMaketCatalogue(badDir, { warn: () => undefined, error: () => undefined });
    expect(none.allMakets()).toEqual([]);
    expect(none.newScene('a4', 50)).toBeNull();
    expect(loadMaketCatalogue(path.join(dir, 'missing'), logger).allMakets()).toEqual([]);
  });
});
