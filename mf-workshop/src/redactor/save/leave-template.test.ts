import { blankScene, type WorkshopScene } from '@gramota/scene';
import { TemplateLeaving } from './leave-template';
import { SceneAutosave } from './scene-autosave';

function setUp(openedReady: boolean) {
  const saved: WorkshopScene[] = [];
  const autosave = new SceneAutosave<WorkshopScene>(
    {
      save: async (scene) => saved.push(scene),
      onStateChange: () => undefined,
      intervalMs: 5000,
      savedTextAfterMs: 0,
      savedIconAfterMs: 0,
    },
    blankScene('a4', 50),
  );
  const make = jest.fn(async () => ({ result: 'success' }));
  return { autosave, leaving: new TemplateLeaving(autosave, openedReady), make, saved };
}

const retitled = (scene: WorkshopScene, text: string): WorkshopScene => ({
  ...scene,
  title: { ...scene.title, text },
});

describe('leaving the template editor (seed 000 §2)', () => {
  it('saves the unsaved edit, then sends the template for generation', async () => {
    const { autosave, leaving, make, saved } = setUp(true);
    autosave.update(retitled(autosave.current(), 'Грамота'));
    const order: string[] = [];
    make.mockImplementation(async () => {
      order.push(`make after ${saved.length} save(s)`);
      return { result: 'success' };
    });
    await leaving.leave(make);
    expect(saved.map((scene) => scene.title.text)).toEqual(['Грамота']);
    expect(order).toEqual(['make after 1 save(s)']);
  });

  it('makes a template that was a draft on opening even when nothing changed', async () => {
    const { leaving, make } = setUp(false);
    await leaving.leave(make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes nothing for a ready template left unchanged, or just made by Ready', async () => {
    const untouched = setUp(true);
    await untouched.leaving.leave(untouched.make);
    expect(untouched.make).not.toHaveBeenCalled();

    const afterReady = setUp(false);
    afterReady.autosave.update(retitled(afterReady.autosave.current(), 'Диплом'));
    await afterReady.autosave.flush();
    afterReady.leaving.made();
    await afterReady.leaving.leave(afterReady.make);
    expect(afterReady.make).not.toHaveBeenCalled();
    expect(afterReady.leaving.request('7')).toBeNull();
  });

  it('closing the tab sends one keepalive request with the unsaved scene and the CSRF header', () => {
    const { autosave, leaving } = setUp(true);
    autosave.update(retitled(autosave.current(), 'Похвальный лист'));
    const request = leaving.request('7');
    expect(request?.url).toBe('/api/workshop-template-leave/7/');
    expect(request?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const fields = new URLSearchParams(String(request?.init.body));
    expect((JSON.parse(fields.get('content') ?? '{}') as WorkshopScene).title.text).toBe(
      'Похвальный лист',
    );
    expect(fields.get('margins')).toMatch(/^\d+,\d+,\d+,\d+$/);
  });
});
