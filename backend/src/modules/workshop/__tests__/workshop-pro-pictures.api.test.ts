import type { WorkshopScene } from '@gramota/scene';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer } from '../../../test-support/docs-test-kit';
import { WorkshopClient } from '../../../test-support/workshop-test-kit';

type Picture = WorkshopScene['pictures'][number];
const picture = (id: number, kind: Picture['kind'], link: string): Picture => ({
  id,
  kind,
  src: kind === 'qr' ? null : link,
  qr: kind === 'qr' ? link : null,
  aspect: 1,
  width: 120,
  posx: 100,
  posy: 100,
  opacity: 100,
  rotate: 0,
  zindex: 10 + id,
});

/**
 * Issue 30 item 11 on the server: the one PRO rule (packages/contracts pro-insertions) keeps
 * pictures and QR codes from a free workshop plan, whatever the editor shows; a stamp stays free,
 * and a template made while the plan was paid keeps what it has.
 */
describe.each(databases)('workshop pictures and QR codes follow the PRO rule on %s', (kind) => {
  const app = appForBlock(kind);

  it('a free plan saves a stamp but not a new QR code or picture, and the scene stays as it was', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a4' });
    const scene = await teacher.scene(id);

    const stamped = {
      ...scene,
      pictures: [picture(1, 'stamp', '/api/profile-stamp-file/round-1/')],
    };
    expect((await answer(await teacher.templateSet(id, stamped))).status).toBe(200);

    for (const added of [
      picture(2, 'qr', 'https://school.example/results'),
      picture(2, 'uploaded', '/data/workshop/logo.png'),
    ]) {
      const refused = await answer(
        await teacher.templateSet(id, { ...stamped, pictures: [...stamped.pictures, added] }),
      );
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ result: 'workshop-pay' });
      expect((await teacher.scene(id)).pictures.map((one) => one.kind)).toEqual(['stamp']);
    }
  });

  it('the workshop plan adds them, and after it ends they may still be moved', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a4' });
    await teacher.grantWorkshop(app);
    const scene = await teacher.scene(id);
    const qr = picture(1, 'qr', 'https://school.example/results');
    const saved = await answer(await teacher.templateSet(id, { ...scene, pictures: [qr] }));
    expect(saved.status).toBe(200);

    await app.dataSource.query('DELETE FROM licences');
    const moved = { ...scene, pictures: [{ ...qr, posx: 300, width: 200 }] };
    expect((await answer(await teacher.templateSet(id, moved))).status).toBe(200);
    expect((await teacher.scene(id)).pictures[0]).toMatchObject({ kind: 'qr', posx: 300 });
    // A second code is new: refused.
    const second = {
      ...moved,
      pictures: [...moved.pictures, picture(2, 'qr', 'https://x.example/')],
    };
    expect((await answer(await teacher.templateSet(id, second))).status).toBe(402);
  });
});
