import { accountPaths, type StampUploadAnswer, type UserpicAnswer } from '@gramota/contracts';
import sharp from 'sharp';
import { profileOf, registeredVisitor } from '../../../test-support/accounts';
import { appOnBucketForBlock } from '../../../test-support/bucket-app';
import { databases } from '../../../test-support/test-app';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Several instances share one bucket (issue 33): userpics and stamps live in it, not on a disk. */
describe.each(databases)('profile pictures in a bucket on %s', (kind) => {
  const { app, bucket, onDisk } = appOnBucketForBlock(kind);

  it('keeps the userpic in the bucket, serves it from there and removes the replaced one', async () => {
    const teacher = await registeredVisitor(app);
    const first = (await (
      await teacher.upload(accountPaths.profileUserpic, await solid(600, 400))
    ).json()) as UserpicAnswer;
    const key = `public${first.userpic.slice('/data'.length)}`;
    const stored = await bucket.read(key);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 256 });
    expect(onDisk(key)).toBe(false);
    const served = await fetch(`${app.baseUrl}${first.userpic}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true);

    const second = (await (
      await teacher.upload(accountPaths.profileUserpic, await solid(300, 300))
    ).json()) as UserpicAnswer;
    expect((await profileOf(teacher)).userpic).toBe(second.userpic);
    expect(await bucket.stat(key)).toBeNull();
    expect((await fetch(`${app.baseUrl}${first.userpic}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${second.userpic}`)).status).toBe(200);
  });

  it('keeps stamps in the bucket, serves them to their owner and removes them there', async () => {
    const teacher = await registeredVisitor(app);
    const { stamp } = (await (
      await teacher.upload(accountPaths.profileStampUpload, await solid(120, 60), {
        kind: 'stamp',
      })
    ).json()) as StampUploadAnswer;
    const key = `private/stamps/${stamp.id}.png`;
    expect(await bucket.stat(key)).not.toBeNull();
    expect(onDisk(key)).toBe(false);
    const served = await teacher.get(stamp.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals((await bucket.read(key))!)).toBe(true);

    // Gone from the bucket behind the app's back: a 404, not a server error.
    const copy = (await bucket.read(key))!;
    await bucket.delete(key);
    expect((await teacher.get(stamp.url)).status).toBe(404);
    await bucket.put(key, copy);

    const removed = await teacher.post(accountPaths.profileStampRemove, { id: stamp.id });
    expect(await removed.json()).toEqual({ result: 'success' });
    expect(await bucket.stat(key)).toBeNull();
    expect((await teacher.get(stamp.url)).status).toBe(404);
  });
});
