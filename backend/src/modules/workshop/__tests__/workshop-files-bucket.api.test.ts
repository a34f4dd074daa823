import { workshopPaths, type WorkshopUploadAnswer } from '@gramota/contracts';
import sharp from 'sharp';
import { appOnBucketForBlock } from '../../../test-support/bucket-app';
import { databases } from '../../../test-support/test-app';
import { Visitor } from '../../../test-support/visitor';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';

const keyOf = (url: string) => `public${url.slice('/data'.length)}`;

/** The workshop's pictures live in the bucket several instances share (issue 33). */
describe.each(databases)('workshop pictures in a bucket on %s', (kind) => {
  const { app, bucket, onDisk } = appOnBucketForBlock(kind, () => ({
    renderEngine: new StandInEngine(),
  }));

  const workshopOnDisk = () => onDisk('public/workshop');

  it('stores an uploaded picture in the bucket and serves it from there', async () => {
    const teacher = await WorkshopClient.registered(app);
    const form = new FormData();
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 200, g: 30, b: 30, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)]), 'герб.png');
    const response = await teacher.visitor.request(workshopPaths.upload('picture'), {
      method: 'POST',
      body: form,
    });
    const answer = (await response.json()) as WorkshopUploadAnswer;
    if (answer.status !== 'ok') throw new Error(`upload refused: ${JSON.stringify(answer)}`);
    const stored = await bucket.read(keyOf(answer.img));
    expect(await sharp(stored!).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 200,
    });
    expect(workshopOnDisk()).toBe(false);
    const served = await new Visitor(app).request(answer.img);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true);
  });

  it("keeps a template's page picture in the bucket, and deleting it forever removes it there", async () => {
    const teacher = await WorkshopClient.registered(app);
    await teacher.grantWorkshop(app);
    const id = await teacher.newTemplate();
    const thumb = (await teacher.generated(id)).thum!;
    const page = thumb.replace('_th.webp', '.jpg');
    expect(await bucket.stat(keyOf(thumb))).not.toBeNull();
    expect(await bucket.stat(keyOf(page))).not.toBeNull();
    expect(workshopOnDisk()).toBe(false);
    expect((await new Visitor(app).request(thumb)).status).toBe(200);

    expect((await teacher.workshopForm('mix', 'remove', { data_id: `wsdoc:${id}` })).status).toBe(
      200,
    );
    expect(
      (await teacher.workshopForm('trash', 'remove-trash', { data_id: `wsdoc:${id}` })).status,
    ).toBe(200);
    expect(await bucket.stat(keyOf(thumb))).toBeNull();
    expect(await bucket.stat(keyOf(page))).toBeNull();
    expect((await new Visitor(app).request(thumb)).status).toBe(404);
  });
});
