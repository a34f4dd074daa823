import { docsPaths, workshopErrors, workshopPaths, workshopTemplateId } from '@gramota/contracts';
import { anonymousVisitor } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { answer } from '../../../test-support/docs-test-kit';
import { eventually } from '../../../test-support/creator-test-kit';
import { StandInEngine, WorkshopClient } from '../../../test-support/workshop-test-kit';

/**
 * Seed 000 §2: leaving a workshop template saves it and sends it for generation. The editor calls
 * workshop-template-leave when it unmounts and from the tab's pagehide (keepalive fetch), so a
 * document can be made from the template without pressing Ready.
 */
describe.each(databases)('Leaving the template editor, on %s', (kind) => {
  const engine = new StandInEngine();
  const app = appForBlock(kind, () => ({ renderEngine: engine }));

  const ready = (teacher: WorkshopClient, id: string) =>
    eventually(async () => {
      const status = await teacher.status(id);
      return status.status === 'wait' ? undefined : status;
    });

  it('saves the unsaved scene and makes the page picture: a document can be made at once', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a4' });
    const scene = await teacher.scene(id);
    scene.title.text = 'Грамота за участие';
    const left = await teacher.visitor.post(workshopPaths.templateLeave(id), {
      content: JSON.stringify(scene),
      margins: '30,40,50,60',
    });
    expect(await answer(left)).toEqual({ status: 200, body: { result: 'success' } });
    expect(await ready(teacher, id)).toMatchObject({ result: 'success', status: 'ready' });
    expect((await teacher.scene(id)).title.text).toBe('Грамота за участие');
    const made = await answer(
      await teacher.get(docsPaths.createDoc({ template_id: workshopTemplateId(id) })),
    );
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ result: 'success' });
  });

  it('without content makes a draft ready, and leaves a ready one as it is', async () => {
    const teacher = await WorkshopClient.registered(app);
    const id = await teacher.newTemplate({ format: 'a5' });
    expect((await teacher.templateGet(id)).data.state).toBe('draft');
    await teacher.visitor.post(workshopPaths.templateLeave(id), {});
    const first = await ready(teacher, id);
    expect(first.status).toBe('ready');
    // Nothing changed since: leaving again draws nothing new (the same thumbnail).
    await teacher.visitor.post(workshopPaths.templateLeave(id), {});
    expect((await teacher.status(id)).thum).toBe(first.thum);
  });

  it('refuses a bad scene, another account’s template and a visitor, changing nothing', async () => {
    const owner = await WorkshopClient.registered(app);
    const id = await owner.newTemplate({ format: 'a4' });
    const before = await owner.scene(id);
    const bad = await owner.visitor.post(workshopPaths.templateLeave(id), { content: '{"x":' });
    expect(await answer(bad)).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'scene_invalid',
        error_text: workshopErrors.scene_invalid,
        name: 'content',
      },
    });
    const stranger = await WorkshopClient.registered(app);
    const foreign = await stranger.visitor.post(workshopPaths.templateLeave(id), {
      content: JSON.stringify({ ...before, title: { ...before.title, text: 'Чужой' } }),
    });
    expect(foreign.status).toBe(404);
    const visitor = await anonymousVisitor(app);
    expect((await visitor.post(workshopPaths.templateLeave(id), {})).status).toBe(401);
    expect(await owner.scene(id)).toEqual(before);
    expect((await owner.templateGet(id)).data.state).toBe('draft');
  });
});
