import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  redactorErrors,
  redactorPaths,
  REDACTOR_LIMITS,
  type ImageUploadAnswer,
  type MyFontsAnswer,
  type StampUploadAnswer,
} from '@gramota/contracts';
import { BUNDLED_FONTS } from '@gramota/doc-style';
import sharp from 'sharp';
import { GOOD_PASSWORD } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { User } from '../../auth';
import { renderDocsFixture, type DocsFixture } from '../../../test-support/docs-test-kit';
import { packageDir } from '../bundled-fonts';
import { answer, EditorClient } from '../../../test-support/redactor-test-kit';

let fixture: DocsFixture;
beforeAll(async () => {
  fixture = await renderDocsFixture();
}, 120_000);
afterAll(() => fixture.remove());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const forbidden = { result: 'forbidden', error_code: 'forbidden', error_text: 'Forbidden' };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
const withAlpha = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

describe.each(databases)('editor fonts, QR codes, pictures, banners, stamps on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { catalogueDir: fixture.catalogueDir });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('fonts', () => {
    it('serves the @font-face rules of a bundled font to anyone, cached for a day', async () => {
      // A stylesheet <link>: no session cookie, no X-Requested-With.
      const response = await app.request(redactorPaths.fontCss('PT Serif'), { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.getSetCookie()).toEqual([]);
      const css = await response.text();
      const rules = css.match(/@font-face \{[^}]*\}/g) ?? [];
      // Regular, italic, bold, bold italic × latin, latin-ext, cyrillic, cyrillic-ext.
      expect(rules).toHaveLength(16);
      for (const rule of rules) {
        expect(rule).toContain("font-family: 'PT Serif';");
        expect(rule).toMatch(/font-weight: (400|700);/);
        expect(rule).toMatch(/font-style: (normal|italic);/);
        expect(rule).toMatch(
          /src: url\(\/fonts\/pt-serif\/pt-serif-[a-z-]+-\d00-(normal|italic)\.woff2\?v=[\d.]+\) format\('woff2'\);/,
        );
        expect(rule).toMatch(/unicode-range: U\+[0-9A-F]/);
      }
      // The ranges are @fontsource's own (its 400.css has every subset's rule).
      const fontsourceCss = fs.readFileSync(
        path.join(packageDir('@fontsource/pt-serif'), '400.css'),
        'utf8',
      );
      const cyrillicRule = fontsourceCss.split('/* pt-serif-cyrillic-400-normal */')[1]!;
      const cyrillicRange = /unicode-range: ([^;]+);/.exec(cyrillicRule)![1]!;
      expect(css).toContain(
        `/* pt-serif-cyrillic-400-normal */\n@font-face {\n  font-family: 'PT Serif';\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400;\n`,
      );
      expect(css).toContain(`unicode-range: ${cyrillicRange};`);

      // A font with fewer faces lists only those.
      const lobster = await (await app.request(redactorPaths.fontCss('Lobster'))).text();
      expect(lobster.match(/@font-face/g)).toHaveLength(4);
      expect(lobster).not.toContain('italic');
      // Every bundled font answers.
      for (const font of BUNDLED_FONTS)
        expect((await app.request(redactorPaths.fontCss(font.family))).status).toBe(200);
    });

    it('serves the font files the stylesheet names, for good, and nothing else', async () => {
      const css = await (await app.request(redactorPaths.fontCss('Philosopher'))).text();
      const url = /url\(([^)]+)\)/.exec(css)![1]!;
      const response = await app.request(url, { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const name = path.posix.basename(url.split('?')[0]!);
      expect(
        bytes.equals(
          fs.readFileSync(path.join(packageDir('@fontsource/philosopher'), 'files', name)),
        ),
      ).toBe(true);

      const refused = [
        // Files the package has but the bundled list does not name.
        '/fonts/philosopher/philosopher-latin-400-normal.woff',
        '/fonts/philosopher/philosopher-vietnamese-400-normal.woff2',
        '/fonts/roboto/roboto-latin-300-normal.woff2',
        // Packages that are not bundled, and ways out of the folder.
        '/fonts/not-bundled/not-bundled-latin-400-normal.woff2',
        '/fonts/%40fontsource%2Fphilosopher/philosopher-latin-400-normal.woff2',
        '/fonts/philosopher/package.json',
        '/fonts/philosopher/..%2Fpackage.json',
        '/fonts/philosopher/..%2F..%2F..%2Fpackage.json',
        '/fonts/..%2Fphilosopher/philosopher-latin-400-normal.woff2',
      ];
      for (const target of refused)
        expect([target, (await app.request(target)).status]).toEqual([target, 404]);
      const raw = await app.rawGet('/fonts/philosopher/../../../../etc/passwd');
      expect(raw.status).toBe(404);
    });

    it('answers an unknown font with a 404 error', async () => {
      for (const font of ['Comic Sans MS', '', 'pt serif', '../philosopher']) {
        expect(await answer(await app.request(redactorPaths.fontCss(font)))).toEqual({
          status: 404,
          body: {
            result: 'error',
            error_code: 'font_invalid',
            error_text: redactorErrors.font_invalid,
            name: 'font',
            tooltip: redactorErrors.font_invalid,
          },
        });
      }
    });

    it("keeps the account's font list: bundled fonts only, each once, in order", async () => {
      const teacher = await EditorClient.anonymous(app);
      const list = async (add?: string) =>
        answer(await teacher.get(redactorPaths.myFonts(add === undefined ? {} : { add })));
      const first = await list();
      expect(first.status).toBe(200);
      const body = first.body as unknown as MyFontsAnswer;
      expect(body.my_fonts).toEqual([]);
      expect(body.fonts).toEqual(
        BUNDLED_FONTS.map((font) => ({
          family: font.family,
          cyrillic: font.cyrillic,
          kind: font.kind,
        })),
      );

      expect((await list('PT Serif')).body.my_fonts).toEqual(['PT Serif']);
      expect((await list('Lobster')).body.my_fonts).toEqual(['PT Serif', 'Lobster']);
      expect((await list('PT Serif')).body.my_fonts).toEqual(['PT Serif', 'Lobster']);
      expect((await list()).body.my_fonts).toEqual(['PT Serif', 'Lobster']);
      const user = await app.dataSource
        .getRepository(User)
        .findOneByOrFail({ id: await teacher.userId() });
      expect(JSON.parse(user.settings).my_fonts).toBe('PT Serif,Lobster,');

      for (const bad of ['Comic Sans MS', 'PT Serif,Lobster', '']) {
        expect(await list(bad === '' ? ' ' : bad)).toEqual({
          status: 400,
          body: {
            result: 'error',
            error_code: 'font_invalid',
            error_text: redactorErrors.font_invalid,
            name: 'add',
            tooltip: redactorErrors.font_invalid,
          },
        });
      }
      // Names that are not bundled (set through the settings call) are not listed.
      await teacher.visitor.post('/api/profile-set-settings/', {
        settings: JSON.stringify({ my_fonts: 'Lobster,Unknown Font,Lobster,Roboto,' }),
      });
      expect((await list()).body.my_fonts).toEqual(['Lobster', 'Roboto']);
      expect((await list('Caveat')).body.my_fonts).toEqual(['Lobster', 'Roboto', 'Caveat']);
    });
  });

  describe('QR codes', () => {
    it('draws a link as a 512 px PNG for anyone, cacheable', async () => {
      const link = 'https://example.com/diploma?id=42&lang=ru';
      const response = await app.request(redactorPaths.qr(link), { csrf: false });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const metadata = await sharp(png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 512, 512]);
      // The quiet zone is one module: the corner is white, the finder pattern starts right after.
      const { data, info } = await sharp(png)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBe(255);
      const module = Math.floor(info.width / 31);
      expect(data[(module + 2) * info.width + module + 2]).toBe(0);

      const http = await app.request(redactorPaths.qr('http://school.example/'));
      expect(http.status).toBe(200);
    });

    it('refuses anything but an http(s) link', async () => {
      const bad = [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '',
        'http://',
        'https://',
        '//example.com',
        'ftp://example.com/file',
        'example.com',
        'http://exa mple.com',
        `https://example.com/${'a'.repeat(REDACTOR_LIMITS.qrDataMax)}`,
      ];
      for (const data of bad) {
        const response = await app.request(redactorPaths.qr(data));
        expect([data, await answer(response)]).toEqual([
          data,
          {
            status: 400,
            body: {
              result: 'error',
              error_code: 'qr_link_invalid',
              error_text: redactorErrors.qr_link_invalid,
              name: 'data',
            },
          },
        ]);
      }
      expect((await app.request('/qr/')).status).toBe(400);
      expect(
        (await app.request('/qr/?data=https://a.example/&data=https://b.example/')).status,
      ).toBe(400);
      const longest = `https://example.com/${'a'.repeat(REDACTOR_LIMITS.qrDataMax - 20)}`;
      expect(longest).toHaveLength(REDACTOR_LIMITS.qrDataMax);
      expect((await app.request(redactorPaths.qr(longest))).status).toBe(200);
    });
  });

  describe('pictures', () => {
    const upload = (teacher: EditorClient, docId: string, file: Uint8Array | string) =>
      teacher.visitor.upload(redactorPaths.imageUpload(docId), file);

    it('stores a PRO user’s picture, resized, and serves it to the account only', async () => {
      const teacher = await EditorClient.anonymous(app);
      const doc = await teacher.createDoc(fixture.free.id);
      await teacher.grant(app, 'all-templates');

      const response = await upload(teacher, doc, await photo(2400, 1200));
      const body = (await response.json()) as ImageUploadAnswer;
      expect(response.status).toBe(200);
      expect(body).toEqual({
        status: 'ok',
        file: expect.stringMatching(
          new RegExp(`^/api/redactor-image/${doc}/[0-9a-f]{64}\\.webp/$`),
        ),
        width: 1600,
        height: 800,
        min_width: 20,
        max_width: 800,
        min_height: 10,
        max_height: 400,
      });
      // An <img> source: the session cookie, no X-Requested-With.
      const image = await teacher.visitor.request(body.file!, { csrf: false });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 1600,
        height: 800,
      });
      const name = path.posix.basename(body.file!.slice(0, -1));
      const stored = path.join(app.config.dataDir, 'doc-images', await teacher.userId(), name);
      expect(fs.readFileSync(stored).equals(bytes)).toBe(true);

      // A picture with transparency stays PNG; a small one is not enlarged.
      const transparent = (await (
        await upload(teacher, doc, await withAlpha(300, 100))
      ).json()) as ImageUploadAnswer;
      expect(transparent).toMatchObject({ status: 'ok', width: 300, height: 100 });
      expect(transparent.file).toMatch(/\.png\/$/);
      const png = await teacher.visitor.request(transparent.file!, { csrf: false });
      expect(png.headers.get('content-type')).toBe('image/png');

      // Nobody else sees them: another visitor, no session at all, made-up names.
      const stranger = await EditorClient.anonymous(app);
      expect((await stranger.visitor.request(body.file!, { csrf: false })).status).toBe(404);
      expect((await app.request(body.file!, { csrf: false })).status).toBe(404);
      for (const target of [
        `/api/redactor-image/${doc}/${'0'.repeat(64)}.webp/`,
        `/api/redactor-image/${doc}/..%2F..%2Fapp.sqlite/`,
        `/api/redactor-image/abc/${name}/`,
      ])
        expect((await teacher.visitor.request(target, { csrf: false })).status).toBe(404);
    });

    it('needs PRO for the document: a free user is refused before the file is read', async () => {
      const teacher = await EditorClient.anonymous(app);
      const doc = await teacher.createDoc(fixture.free.id);
      const needPro = {
        status: 403,
        body: { status: 'err', error_code: 'need_pro', error_text: redactorErrors.need_pro },
      };
      expect(await answer(await upload(teacher, doc, await photo(100, 100)))).toEqual(needPro);
      // A licence for another template does not cover this one; one for this template does.
      await teacher.grant(app, 'template', fixture.pro.id);
      expect(await answer(await upload(teacher, doc, await photo(100, 100)))).toEqual(needPro);
      await teacher.grant(app, 'template', fixture.free.id);
      expect((await upload(teacher, doc, await photo(100, 100))).status).toBe(200);
      expect(
        fs.existsSync(path.join(app.config.dataDir, 'doc-images', await teacher.userId())),
      ).toBe(true);
    });

    it('refuses what is not a picture, and docs that are not the account’s or are in the trash', async () => {
      const teacher = await EditorClient.anonymous(app);
      const doc = await teacher.createDoc(fixture.pro.id);
      await teacher.grant(app, 'school');
      const invalid = {
        status: 400,
        body: {
          status: 'err',
          error_code: 'image_invalid',
          error_text: redactorErrors.image_invalid,
        },
      };
      expect(await answer(await upload(teacher, doc, 'GIF89a not really'))).toEqual(invalid);
      expect(
        await answer(await upload(teacher, doc, '<svg xmlns="http://www.w3.org/2000/svg"/>')),
      ).toEqual(invalid);
      const gif = await sharp({
        create: { width: 10, height: 10, channels: 3, background: '#000' },
      })
        .gif()
        .toBuffer();
      expect(await answer(await upload(teacher, doc, gif))).toEqual(invalid);
      const jpeg = await photo(50, 50);
      expect(await answer(await upload(teacher, doc, jpeg.subarray(0, 100)))).toEqual(invalid);

      const stranger = await EditorClient.anonymous(app);
      await stranger.grant(app, 'school');
      expect(await answer(await upload(stranger, doc, jpeg))).toMatchObject({
        status: 404,
        body: { status: 'err', error_code: 'not_found' },
      });
      await teacher.ok('doc', 'remove', { data_id: doc });
      expect(await answer(await upload(teacher, doc, jpeg))).toMatchObject({
        status: 400,
        body: { status: 'err', error_code: 'in_trash' },
      });
      expect(
        fs.existsSync(path.join(app.config.dataDir, 'doc-images', await teacher.userId())),
      ).toBe(false);
    });

    it("follows an anonymous visitor's pictures into the account they log into", async () => {
      const account = await EditorClient.registered(app);
      await account.logout();
      const visitor = await EditorClient.anonymous(app);
      const doc = await visitor.createDoc(fixture.free.id);
      await visitor.grant(app, 'all-templates');
      const { file } = (await (
        await upload(visitor, doc, await photo(64, 64))
      ).json()) as ImageUploadAnswer;
      expect((await visitor.visitor.request(file!, { csrf: false })).status).toBe(200);

      const login = await visitor.visitor.post(accountPaths.loginAuth, {
        email: account.email,
        pwd: GOOD_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect((await visitor.visitor.request(file!, { csrf: false })).status).toBe(200);
    });
  });

  describe('banners and stamps', () => {
    it('tells the editor which banners to show and whether the doc may use PRO', async () => {
      const teacher = await EditorClient.anonymous(app);
      const free = await teacher.createDoc(fixture.free.id);
      const pro = await teacher.createDoc(fixture.pro.id);
      const triggers = async (doc: string) =>
        answer(await teacher.get(redactorPaths.triggersModal(doc)));
      const none = { result: 'success', is_school: '0', is_unlimit: '0', doc_pro_allowed: '0' };
      expect(await triggers(free)).toEqual({ status: 200, body: none });
      expect(await triggers(pro)).toEqual({ status: 200, body: none });

      await teacher.grant(app, 'template', fixture.pro.id);
      expect((await triggers(pro)).body).toEqual({ ...none, doc_pro_allowed: '1' });
      expect((await triggers(free)).body).toEqual(none);

      await teacher.grant(app, 'all-templates');
      expect((await triggers(free)).body).toEqual({
        ...none,
        is_unlimit: '1',
        doc_pro_allowed: '1',
      });
      await teacher.grant(app, 'school');
      expect((await triggers(free)).body).toEqual({
        result: 'success',
        is_school: '1',
        is_unlimit: '1',
        doc_pro_allowed: '1',
      });
      // doc-set reports the school account too.
      const saved = await teacher.docSet(free, {
        content: JSON.stringify({
          blocks: [
            {
              key: 'a',
              text: 'x',
              type: 'unstyled',
              depth: 0,
              inlineStyleRanges: [],
              entityRanges: [],
              data: {},
            },
          ],
          entityMap: {},
        }),
        font: 'Roboto',
        padding: '0 0 0 0',
      });
      expect((await answer(saved)).body.is_school).toBe('1');

      // A trashed doc still answers (the editor shows it with a restore notice); others' do not.
      await teacher.ok('doc', 'remove', { data_id: free });
      expect((await triggers(free)).status).toBe(200);
      const stranger = await EditorClient.anonymous(app);
      for (const id of [pro, 'abc'])
        expect((await answer(await stranger.get(redactorPaths.triggersModal(id)))).status).toBe(
          404,
        );
    });

    it("lists the account's stamps and signatures for the stamp dialog", async () => {
      const teacher = await EditorClient.registered(app);
      expect(await answer(await teacher.get(redactorPaths.stampModal('catalogue')))).toEqual({
        status: 200,
        body: { result: 'success', stamps: [] },
      });
      const seal = await sharp({
        create: {
          width: 80,
          height: 80,
          channels: 4,
          background: { r: 0, g: 0, b: 200, alpha: 1 },
        },
      })
        .png()
        .toBuffer();
      const uploaded = await teacher.visitor.upload(accountPaths.profileStampUpload, seal, {
        kind: 'stamp',
        name: 'School seal',
      });
      const { stamp } = (await uploaded.json()) as StampUploadAnswer;
      const listed = await answer(await teacher.get(redactorPaths.stampModal('workshop:p:0')));
      expect(listed).toEqual({
        status: 200,
        body: {
          result: 'success',
          stamps: [
            {
              id: stamp.id,
              kind: 'stamp',
              name: 'School seal',
              url: accountPaths.profileStampFile(stamp.id),
              may_place: true,
            },
          ],
        },
      });
      // Someone else sees their own (none).
      const stranger = await EditorClient.anonymous(app);
      expect((await answer(await stranger.get(redactorPaths.stampModal('')))).body.stamps).toEqual(
        [],
      );
    });

    it('refuses members switched in without docs_full', async () => {
      const owner = await EditorClient.registered(app);
      const member = await EditorClient.registered(app);
      const doc = await owner.createDoc(fixture.free.id);
      await owner.grant(app, 'all-templates');
      await owner.visitor.post(accountPaths.accessGrant, {
        user: member.email,
        permissions: 'print_view',
      });
      await member.switchInto(await owner.userId());
      for (const url of [
        redactorPaths.triggersModal(doc),
        redactorPaths.myFonts(),
        redactorPaths.myFonts({ add: 'Roboto' }),
        redactorPaths.stampModal(''),
      ])
        expect([url, await answer(await member.get(url))]).toEqual([
          url,
          { status: 403, body: forbidden },
        ]);
      expect(
        await answer(
          await member.visitor.upload(redactorPaths.imageUpload(doc), await photo(10, 10)),
        ),
      ).toEqual({
        status: 403,
        body: { status: 'err', error_code: 'forbidden', error_text: 'Forbidden' },
      });
      // Public things stay public.
      expect((await member.get(redactorPaths.fontCss('Roboto'))).status).toBe(200);
    });
  });
});
