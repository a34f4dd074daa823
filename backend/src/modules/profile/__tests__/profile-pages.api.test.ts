import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  accountErrors,
  accountPaths,
  type ErrorAnswer,
  type StampsAnswer,
  type StampUploadAnswer,
  type UserpicAnswer,
} from '@gramota/contracts';
import sharp from 'sharp';
import { anonymousVisitor, profileOf, registeredVisitor } from '../../../test-support/accounts';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';

const errorOf = async (response: Response) => (await response.json()) as ErrorAnswer;

/** A small PNG whose header claims `width`×`height`: enormous on paper, a few bytes in fact. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** A red 100×50 mark in the middle of a transparent 300×200 canvas. */
const stampOnTransparency = () =>
  sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: 100,
            height: 50,
            channels: 4,
            background: { r: 200, g: 0, b: 0, alpha: 1 },
          },
        },
        left: 100,
        top: 75,
      },
    ])
    .png()
    .toBuffer();

describe.each(databases)('profile pages on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind);
  });

  afterAll(async () => {
    await app.close();
  });

  const files = (...parts: string[]) => {
    const dir = path.join(app.config.dataDir, ...parts);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  describe('profile-set', () => {
    it('changes the name and the time zone', async () => {
      const teacher = await registeredVisitor(app);
      const response = await teacher.post(accountPaths.profileSet, {
        name: '  Anna\u0000 Petrovna  ',
        timezone: 'europe/berlin',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: 'success' });
      expect(await profileOf(teacher)).toMatchObject({
        name: 'Anna  Petrovna',
        timezone: 'Europe/Berlin',
      });

      await teacher.postJson(accountPaths.profileSet, { timezone: 'Asia/Vladivostok' });
      expect(await profileOf(teacher)).toMatchObject({
        name: 'Anna  Petrovna',
        timezone: 'Asia/Vladivostok',
      });
    });

    it.each([
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone_invalid'],
      ['an empty time zone', { timezone: '' }, 'timezone_invalid'],
      ['a time zone that is not text', { timezone: 3 }, 'timezone_invalid'],
      ['an overlong name', { name: 'x'.repeat(101) }, 'name_too_long'],
    ])('refuses %s, changing nothing', async (_case, body, code) => {
      const teacher = await registeredVisitor(app, undefined, undefined, 'Before');
      const response = await teacher.postJson(accountPaths.profileSet, { name: 'After', ...body });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error_code).toBe(code);
      expect(await profileOf(teacher)).toMatchObject({ name: 'Before', timezone: 'Europe/Moscow' });
    });

    it('needs a logged-in account', async () => {
      const visitor = await anonymousVisitor(app);
      const response = await visitor.post(accountPaths.profileSet, { name: 'Guest' });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).error_code).toBe('login_required');
    });
  });

  describe('userpic', () => {
    async function uploadUserpic(teacher: Visitor, image: Uint8Array | string) {
      return teacher.upload(accountPaths.profileUserpic, image);
    }

    it('crops a real image to a 256×256 WebP under /data/userpic/ and replaces the old one', async () => {
      const teacher = await registeredVisitor(app);
      const id = (await profileOf(teacher)).id;
      const response = await uploadUserpic(teacher, await solid(600, 400, 'jpeg'));
      expect(response.status).toBe(200);
      const { userpic } = (await response.json()) as UserpicAnswer;
      // The user id is no secret: 128 random bits are the name's lock (security review, finding 2).
      expect(userpic).toMatch(new RegExp(`^/data/userpic/${id}-[0-9a-f]{32}\\.webp$`));
      expect((await profileOf(teacher)).userpic).toBe(userpic);

      const served = await fetch(`${app.baseUrl}${userpic}`);
      expect(served.status).toBe(200);
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const second = await uploadUserpic(teacher, await solid(300, 900, 'webp'));
      const next = ((await second.json()) as UserpicAnswer).userpic;
      expect(next).not.toBe(userpic);
      expect(files('public', 'userpic').filter((name) => name.startsWith(id))).toEqual([
        path.basename(next),
      ]);
      expect((await fetch(`${app.baseUrl}${userpic}`)).status).toBe(404);
    });

    it.each([
      [
        'a text file',
        async () => Buffer.from('just some text, not a picture'),
        400,
        'image_invalid',
      ],
      ['a GIF', () => solid(20, 20, 'gif'), 400, 'image_invalid'],
      [
        'a truncated PNG',
        async () => (await solid(400, 400)).subarray(0, 120),
        400,
        'image_invalid',
      ],
      ['an empty file', async () => Buffer.alloc(0), 400, 'image_invalid'],
      ['an image over 40 megapixels', () => pngClaiming(8000, 6000), 413, 'image_too_large'],
      [
        'a file over 10 MB',
        async () => Buffer.alloc(10 * 1024 * 1024 + 1, 7),
        413,
        'image_too_large',
      ],
    ])('refuses %s, storing nothing', async (_case, make, status, code) => {
      const teacher = await registeredVisitor(app);
      const id = (await profileOf(teacher)).id;
      const response = await uploadUserpic(teacher, await make());
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        result: 'error',
        error_code: code,
        error_text: accountErrors[code as 'image_invalid'],
        name: 'file',
      });
      expect((await profileOf(teacher)).userpic).toBe('');
      expect(files('public', 'userpic').filter((name) => name.startsWith(id))).toEqual([]);
    });

    it('refuses an upload without the file field, or not multipart at all', async () => {
      const teacher = await registeredVisitor(app);
      const wrongField = await teacher.upload(
        accountPaths.profileUserpic,
        await solid(10, 10),
        {},
        'picture',
      );
      expect(wrongField.status).toBe(400);
      expect((await errorOf(wrongField)).error_code).toBe('image_invalid');
      const form = await teacher.post(accountPaths.profileUserpic, { file: 'x' });
      expect(form.status).toBe(400);
      expect((await errorOf(form)).error_code).toBe('image_invalid');
    });

    it('needs a logged-in account', async () => {
      const visitor = await anonymousVisitor(app);
      const response = await uploadUserpic(visitor, await solid(10, 10));
      expect(response.status).toBe(401);
    });
  });

  describe('stamps and signatures', () => {
    async function uploadStamp(teacher: Visitor, image: Uint8Array, fields = {}) {
      return teacher.upload(accountPaths.profileStampUpload, image, { kind: 'stamp', ...fields });
    }

    it('stores a trimmed PNG with its transparency, privately, and serves it to its owner only', async () => {
      const teacher = await registeredVisitor(app);
      const response = await uploadStamp(teacher, await stampOnTransparency(), {
        name: 'School seal',
      });
      expect(response.status).toBe(200);
      const { stamp } = (await response.json()) as StampUploadAnswer;
      expect(stamp).toMatchObject({ kind: 'stamp', name: 'School seal', width: 100, height: 50 });
      expect(stamp.url).toBe(accountPaths.profileStampFile(stamp.id));

      const list = (await (await teacher.get(accountPaths.profileStamps)).json()) as StampsAnswer;
      expect(list).toEqual({ result: 'success', stamps: [stamp] });

      const file = await teacher.get(stamp.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 100, height: 50, hasAlpha: true });

      // Documents place it as <img src>, which sends no X-Requested-With.
      const asImage = await teacher.request(stamp.url, { csrf: false });
      expect([asImage.status, asImage.headers.get('content-type')]).toEqual([200, 'image/png']);

      expect(files('private', 'stamps')).toContain(`${stamp.id}.png`);
      expect(files('public').join()).not.toContain(stamp.id);

      const stranger = await registeredVisitor(app);
      expect((await stranger.get(stamp.url)).status).toBe(404);
      expect((await stranger.request(stamp.url, { csrf: false })).status).toBe(404);
      expect((await stranger.post(accountPaths.profileStampRemove, { id: stamp.id })).status).toBe(
        404,
      );
      expect(
        ((await (await stranger.get(accountPaths.profileStamps)).json()) as StampsAnswer).stamps,
      ).toEqual([]);
      expect((await anonymousVisitor(app).then((visitor) => visitor.get(stamp.url))).status).toBe(
        404,
      );
    });

    it('keeps signatures apart, shrinks big images to 600 px and removes on request', async () => {
      const teacher = await registeredVisitor(app);
      const big = (await (
        await uploadStamp(teacher, await solid(1200, 800, 'jpeg'), { kind: 'signature' })
      ).json()) as StampUploadAnswer;
      expect(big.stamp).toMatchObject({ kind: 'signature', name: '', width: 600, height: 400 });

      const removed = await teacher.post(accountPaths.profileStampRemove, { id: big.stamp.id });
      expect(await removed.json()).toEqual({ result: 'success' });
      expect((await teacher.get(big.stamp.url)).status).toBe(404);
      expect(files('private', 'stamps')).not.toContain(`${big.stamp.id}.png`);
      expect((await teacher.post(accountPaths.profileStampRemove, {})).status).toBe(400);
    });

    it.each([
      ['an unknown kind', { kind: 'logo' }, 400, 'stamp_kind_invalid'],
      ['no kind', { kind: undefined }, 400, 'stamp_kind_invalid'],
      ['an overlong name', { name: 'n'.repeat(101) }, 400, 'name_too_long'],
    ])('refuses %s, storing nothing', async (_case, fields, status, code) => {
      const teacher = await registeredVisitor(app);
      const before = files('private', 'stamps').length;
      const response = await uploadStamp(teacher, await solid(50, 50), fields);
      expect(response.status).toBe(status);
      expect((await errorOf(response)).error_code).toBe(code);
      expect(files('private', 'stamps')).toHaveLength(before);
    });

    it('refuses what is not an image', async () => {
      const teacher = await registeredVisitor(app);
      const response = await uploadStamp(teacher, Buffer.from('%PDF-1.4 not an image'));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error_code).toBe('image_invalid');
    });

    it('serves the owner’s stamps to a member switched in with docs_full, not with pay_full only', async () => {
      const owner = await registeredVisitor(app);
      const ownerId = (await profileOf(owner)).id;
      const { stamp } = (await (
        await uploadStamp(owner, await stampOnTransparency())
      ).json()) as StampUploadAnswer;
      const editor = await registeredVisitor(app);
      const accountant = await registeredVisitor(app);
      await owner.post(accountPaths.accessGrant, { user: editor.email, permissions: 'docs_full' });
      await owner.post(accountPaths.accessGrant, {
        user: accountant.email,
        permissions: 'pay_full',
      });

      await editor.post(accountPaths.accessSwitch, { owner_id: ownerId });
      expect((await editor.get(stamp.url)).status).toBe(200);
      await accountant.post(accountPaths.accessSwitch, { owner_id: ownerId });
      const refused = await accountant.get(stamp.url);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).error_code).toBe('forbidden');
    });
  });
});
