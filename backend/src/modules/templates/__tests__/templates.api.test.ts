import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  templateFileUrl,
  templatePaths,
  type TemplateGetAnswer,
  type TemplatesGetAnswer,
} from '@gramota/contracts';
import { CATALOGUE, renderCatalogue, type CatalogueManifest } from '@gramota/template-artwork';
import { createLogger } from '../../../logger';
import { User } from '../../auth';
import { LicencesService } from '../../licences';
import {
  databases,
  newVisitor,
  readJson,
  startTestApp,
  type TestApp,
} from '../../../test-support/test-app';
import { CatalogueSyncService, Template } from '..';
import type { CatalogueManifestData } from '../catalogue-manifest';

// A small real catalogue: a movable-title template, two Russian regions, a Bavarian one, and an
// English one with fields. Rendered once for both databases.
const FIXTURE_IDS = ['ru:101:0', 'ru:103:0', 'ru:404:0', 'de:109:0', 'en:303:0'];
let catalogueDir: string;
let manifest: CatalogueManifest;

beforeAll(async () => {
  catalogueDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-templates-'));
  const templates = CATALOGUE.filter((template) => FIXTURE_IDS.includes(template.id));
  ({ manifest } = await renderCatalogue({ outDir: catalogueDir, templates }));
}, 60_000);

afterAll(() => {
  fs.rmSync(catalogueDir, { recursive: true, force: true });
});

const ids = (answer: TemplatesGetAnswer) =>
  Object.values(answer.types)
    .flatMap((groups) => Object.values(groups ?? {}))
    .flatMap((cards) => Object.keys(cards ?? {}))
    .filter((id, index, list) => list.indexOf(id) === index)
    .sort();

describe.each(databases)('templates on %s', (kind) => {
  let app: TestApp;
  let visitor: { cookie: string; userKey: string };

  const gallery = async (lng: string, query: { region?: string; my?: boolean } = {}) => {
    const response = await app.request(
      templatePaths.templatesGet(lng, '1', visitor.userKey, query),
      {
        cookie: visitor.cookie,
      },
    );
    expect(response.status).toBe(200);
    return readJson<TemplatesGetAnswer>(response);
  };

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir });
    visitor = await newVisitor(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the catalogue by category, group and id, with thumbnail URLs', async () => {
    const answer = await gallery('all');
    expect(answer.result).toBe('success');
    expect(answer.my).toEqual({});
    expect(answer.workshop).toEqual({});
    expect(ids(answer)).toEqual([...FIXTURE_IDS].sort());
    const card = answer.types.g?.honorable?.['ru:101:0'];
    const row = manifest.templates.find((template) => template.id === 'ru:101:0')!;
    expect(card).toEqual({
      id: 'ru:101:0',
      name: 'Золотой лавр',
      tname: 'zolotoy-lavr',
      format: 'a4',
      img: templateFileUrl(row.thumbnail.file),
      lng: 'ru',
      end: '',
      pro: '0',
    });
    // A template with two groups is listed under both.
    expect(answer.types.c?.school?.['en:303:0']).toMatchObject({ pro: '1', format: 'a4h' });
    expect(answer.types.c?.honorable?.['en:303:0']).toBeDefined();
    expect(answer.types.g?.region?.['ru:103:0']).toBeDefined();
  });

  it('filters by template language; kz means Kazakh; a malformed language is refused', async () => {
    expect(ids(await gallery('de'))).toEqual(['de:109:0']);
    expect(ids(await gallery('ru'))).toEqual(['ru:101:0', 'ru:103:0', 'ru:404:0']);
    expect(ids(await gallery('kz'))).toEqual([]);
    expect(ids(await gallery('it'))).toEqual([]);
    const bad = await app.request(templatePaths.templatesGet('r1!', '1', visitor.userKey), {
      cookie: visitor.cookie,
    });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ result: 'error', name: 'lng' });
  });

  it('shows only the chosen regions of a country, leaving other countries alone', async () => {
    expect(ids(await gallery('ru', { region: 'ru-mow' }))).toEqual(['ru:101:0', 'ru:103:0']);
    expect(ids(await gallery('ru', { region: 'ru-spe' }))).toEqual(['ru:101:0', 'ru:404:0']);
    expect(ids(await gallery('all', { region: 'de-by' }))).toContain('ru:404:0');
    expect(ids(await gallery('all', { region: 'ru-mow,de-by' }))).toEqual(
      ['de:109:0', 'en:303:0', 'ru:101:0', 'ru:103:0'].sort(),
    );
    expect(ids(await gallery('ru', { region: 'all' }))).toHaveLength(3);
    const bad = await app.request(
      `${templatePaths.templatesGet('ru', '1', visitor.userKey)}?region=${encodeURIComponent('<x>')}`,
      { cookie: visitor.cookie },
    );
    expect(bad.status).toBe(400);
  });

  it('refuses another user’s key and a missing session', async () => {
    const other = await newVisitor(app);
    const response = await app.request(templatePaths.templatesGet('all', '1', other.userKey), {
      cookie: visitor.cookie,
    });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ result: 'forbidden' });
    const anonymous = await app.request(templatePaths.templatesGet('all', '1', visitor.userKey));
    expect(anonymous.status).toBe(403);
    const noHeader = await app.request(templatePaths.templatesGet('all', '1', visitor.userKey), {
      cookie: visitor.cookie,
      csrf: false,
    });
    expect(noHeader.status).toBe(403);
  });

  it('gives licence end dates, and with my=true the templates the user holds a licence for', async () => {
    const buyer = await newVisitor(app);
    const user = await app.dataSource
      .getRepository(User)
      .findOneByOrFail({ apiKey: buyer.userKey });
    const licences = new LicencesService(app.dataSource, app.clock.now);
    await licences.grant(user.id, {
      kind: 'template',
      templateId: 'en:303:0',
      until: '2099-05-31',
    });
    const response = await app.request(
      templatePaths.templatesGet('all', '1', buyer.userKey, { my: true }),
      { cookie: buyer.cookie },
    );
    const answer = await readJson<TemplatesGetAnswer>(response);
    expect(answer.types.c?.school?.['en:303:0']?.end).toBe('2099-05-31');
    expect(answer.types.g?.honorable?.['ru:101:0']?.end).toBe('');
    expect(Object.keys(answer.my)).toEqual(['en:303:0']);

    await licences.grant(user.id, { kind: 'all-templates', until: '2099-12-31' });
    const all = await readJson<TemplatesGetAnswer>(
      await app.request(templatePaths.templatesGet('all', '1', buyer.userKey), {
        cookie: buyer.cookie,
      }),
    );
    expect(all.types.g?.honorable?.['ru:101:0']?.end).toBe('2099-12-31');
    expect(all.my).toEqual({});
  });

  it('answers one template’s set by id or by its URL form', async () => {
    const response = await app.request(templatePaths.templateGet('ru:101:0'), {
      cookie: visitor.cookie,
    });
    expect(response.status).toBe(200);
    const set = await readJson<TemplateGetAnswer>(response);
    const row = manifest.templates.find((template) => template.id === 'ru:101:0')!;
    expect(set).toMatchObject({
      result: 'success',
      id: 'ru:101:0',
      name: 'Золотой лавр',
      category: 'g',
      lng: 'ru',
      format: 'a4',
      img_redactor: templateFileUrl(row.background.file),
      padding: row.padding.join(' '),
      pro: '0',
      is_title_movable: '1',
      title_index: 0,
      titles_margin: String(row.movableTitle!.top),
      titles_float: '0|0',
      wlogo: '0',
      logo: '',
      title: 'Грамота',
      font: 'Philosopher',
      content: row.content,
      fields: [],
    });
    expect(set.title_movable_gallery.split(';;')).toEqual(
      row.movableTitle!.gallery.map((title) => templateFileUrl(title.image.file)),
    );

    const byUrl = await readJson<TemplateGetAnswer>(
      await app.request(templatePaths.templateGet('en-303-0'), { cookie: visitor.cookie }),
    );
    expect(byUrl).toMatchObject({
      id: 'en:303:0',
      is_title_movable: '0',
      title_movable_gallery: '',
      titles_margin: '',
    });
    expect(byUrl.fields.map((field) => field.id)).toEqual(['student', 'course', 'date', 'teacher']);

    for (const unknown of ['ru:999:0', 'nonsense', '..%2F..']) {
      const missing = await app.request(`/api/template-get/${unknown}/`, {
        cookie: visitor.cookie,
      });
      expect(missing.status).toBe(404);
    }
  });

  it('serves artwork with a year-long immutable cache, and nothing else', async () => {
    const row = manifest.templates.find((template) => template.id === 'ru:101:0')!;
    for (const file of [
      row.background.file,
      row.thumbnail.file,
      row.movableTitle!.gallery[0]!.image.file,
    ]) {
      const response = await app.request(templateFileUrl(file), { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const type = response.headers.get('content-type');
      expect(type).toMatch(
        file.endsWith('.jpg')
          ? /^image\/jpeg/
          : file.endsWith('.png')
            ? /^image\/png/
            : /^image\/webp/,
      );
      expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(1000);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    for (const probe of [
      '/data/templates/catalogue.json',
      '/data/templates/ru-101-0-0000000000000000.jpg',
      '/data/templates/..%2Fcatalogue.json',
      '/data/templates/%2e%2e%2f%2e%2e%2fpackage.json',
      '/data/templates/../templates/x.jpg',
      '/data/templates/',
    ]) {
      const response = await app.rawGet(probe);
      expect([probe, response.status]).toEqual([probe, 404]);
    }
  });

  it('loads the catalogue idempotently and retires templates taken out of it', async () => {
    const sync = (file: CatalogueManifest) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-sync-'));
      fs.writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify(file));
      const service = new CatalogueSyncService(
        app.dataSource,
        dir,
        app.clock.now,
        createLogger('silent'),
      );
      return service.sync().finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    };
    expect(await sync(manifest)).toEqual({ state: 'synced', total: 5, written: 0, retired: 0 });

    const without = {
      ...manifest,
      templates: manifest.templates.filter((row) => row.id !== 'ru:404:0'),
    };
    expect(await sync(without)).toEqual({ state: 'synced', total: 4, written: 0, retired: 1 });
    const row = await app.dataSource.getRepository(Template).findOneByOrFail({ id: 'ru:404:0' });
    expect(row.available).toBe(false);
    expect(ids(await gallery('ru'))).toEqual(['ru:101:0', 'ru:103:0']);
    // Documents made from it still get its set.
    const set = await app.request(templatePaths.templateGet('ru:404:0'), {
      cookie: visitor.cookie,
    });
    expect(set.status).toBe(200);

    expect(await sync(manifest)).toEqual({ state: 'synced', total: 5, written: 1, retired: 0 });
    expect(ids(await gallery('ru'))).toHaveLength(3);

    const renamed = {
      ...manifest,
      templates: manifest.templates.map((entry) =>
        entry.id === 'de:109:0' ? { ...entry, name: 'Rauten', hash: 'ffffffffffffffff' } : entry,
      ),
    };
    expect(await sync(renamed)).toMatchObject({ written: 1 });
    expect((await gallery('de')).types.g?.region?.['de:109:0']?.name).toBe('Rauten');
    await sync(manifest);

    const broken = await sync({ ...manifest, version: 2 } as unknown as CatalogueManifest);
    expect(broken.state).toBe('invalid');
    expect(ids(await gallery('all'))).toHaveLength(5);
  });
});

// The renderer's manifest type and the backend's schema describe the same file.
const _sameShape: CatalogueManifestData = {} as CatalogueManifest;
void _sameShape;
