import fs from 'node:fs';
import path from 'node:path';
import {
  accountPaths,
  stampVaultPaths,
  workshopPaths,
  type AuditLogAnswer,
} from '@gramota/contracts';
import { newPicture, type WorkshopScene } from '@gramota/scene';
import { joinAccount, uploadStamp } from '../../../test-support/stamp-test-kit';
import { databases, startTestApp, type TestApp } from '../../../test-support/test-app';
import { eventually } from '../../../test-support/creator-test-kit';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';
import { WorkshopTemplate } from '../../workshop';

/** The workshop places the school's stamps by the same rule as documents (issue 37). */
describe.each(databases)('stamps on workshop templates on %s', (kind) => {
  let app: TestApp;
  const engine = new StandInEngine();
  let owner: WorkshopClient & { email: string };
  let member: WorkshopClient & { email: string };
  let outsider: WorkshopClient & { email: string };
  const stamps: Record<'seal' | 'signature', string> = { seal: '', signature: '' };

  beforeAll(async () => {
    app = await startTestApp(kind, { renderEngine: engine });
    [owner, member, outsider] = await Promise.all([
      WorkshopClient.registered(app),
      WorkshopClient.registered(app),
      WorkshopClient.registered(app),
    ]);
    for (const [key, kindOf] of [
      ['seal', 'stamp'],
      ['signature', 'signature'],
    ] as const)
      stamps[key] = await uploadStamp(owner, kindOf, key, 200);
    // A second template needs the workshop plan.
    await owner.grantWorkshop(app);
    await joinAccount(owner, member, 'workshop_full');
  });
  afterAll(async () => {
    await app.close();
  });

  const withStamp = (scene: WorkshopScene, id: string): WorkshopScene => ({
    ...scene,
    pictures: [...scene.pictures, newPicture(scene, 'stamp', accountPaths.profileStampFile(id), 1)],
  });

  it('refuses a member the signature on a template, allows the seal, and logs both', async () => {
    const template = await owner.newTemplate();
    const scene = await member.scene(template);
    const refused = await member.templateSet(template, withStamp(scene, stamps.signature));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error_code: string }).error_code).toBe('stamp_not_allowed');
    expect((await member.scene(template)).pictures).toEqual(scene.pictures);

    const placed = await member.templateSet(template, withStamp(scene, stamps.seal));
    expect(placed.status).toBe(200);
    // The owner places her signature herself.
    const own = await owner.templateSet(
      template,
      withStamp(await owner.scene(template), stamps.signature),
    );
    expect(own.status).toBe(200);

    const log = (await (
      await owner.get(stampVaultPaths.auditLog({ action: 'stamp_placed' }))
    ).json()) as AuditLogAnswer;
    expect(
      log.events.map((event) => [
        event.stamp_name,
        event.outcome,
        event.actor.includes(member.email),
      ]),
    ).toEqual([
      ['signature', 'done', false],
      ['seal', 'done', true],
      ['signature', 'refused', true],
    ]);
    // Where: the template (no document).
    expect(log.events.every((event) => event.doc_id === null && event.detail !== '')).toBe(true);
  });

  it('lets no one outside the account place its stamps on a template shared with them', async () => {
    const template = await owner.newTemplate();
    const added = await owner.visitor.get(
      workshopPaths.shareAddUser(`wsdoc:${template}`, 'users', { email: outsider.email }),
    );
    expect(added.status).toBe(200);
    const editing = await owner.visitor.get(
      workshopPaths.shareSetUser(`wsdoc:${template}`, 'edit', await outsider.userId()),
    );
    expect(editing.status).toBe(200);
    const scene = await outsider.scene(template);
    const refused = await outsider.templateSet(template, withStamp(scene, stamps.seal));
    expect(refused.status).toBe(403);
  });

  it('draws a template’s page picture again without a stamp once the stamp is deleted', async () => {
    const doomed = await uploadStamp(owner, 'stamp', 'old seal', 120);
    const [showing, other] = [await owner.newTemplate(), await owner.newTemplate()];
    for (const template of [showing, other]) {
      const scene = await owner.scene(template);
      const next = template === showing ? withStamp(scene, doomed) : scene;
      expect((await owner.templateSet(template, next)).status).toBe(200);
      expect((await owner.generated(template)).status).toBe('ready');
    }
    const picture = (template: string) =>
      app.dataSource
        .getRepository(WorkshopTemplate)
        .findOneByOrFail({ id: Number(template) })
        .then((row) => row.pageFile);
    const [before, otherBefore] = [await picture(showing), await picture(other)];
    const ownerId = await owner.userId();
    const renders = engine.scenesOf(ownerId);

    const removed = await owner.visitor.post(accountPaths.profileStampRemove, { id: doomed });
    expect(removed.status).toBe(200);
    // The template showing it is drawn once more, under a new name; the old picture is gone.
    const after = await eventually(async () => {
      const file = await picture(showing);
      return file !== before && (await owner.status(showing)).status === 'ready' ? file : undefined;
    });
    expect(engine.scenesOf(ownerId)).toBe(renders + 1);
    expect(engine.sceneRenders.at(-1)?.scene.pictures.some((p) => p.src?.includes(doomed))).toBe(
      true,
    );
    expect(fs.existsSync(path.join(app.config.dataDir, 'public', 'workshop', before))).toBe(false);
    expect(fs.existsSync(path.join(app.config.dataDir, 'public', 'workshop', after))).toBe(true);
    expect(after).not.toBe(before);
    // The template that never showed it keeps its picture.
    expect(await picture(other)).toBe(otherBefore);
  });
});
