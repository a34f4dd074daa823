import {
  applyMaket,
  blankScene,
  newPicture,
  newQrPicture,
  scenePageSize,
  type WorkshopScene,
} from '@gramota/scene';
import {
  initialRedactorState,
  redactorReducer,
  redoable,
  shownScene,
  undoable,
  type RedactorAction,
  type RedactorState,
} from './redactor-reducer';
import { patchTitle } from './scene-edits';
import { TITLE, pictureTarget } from './selection';

const STAMP = '/api/profile-stamp-file/seal-1/';

function withPictures(): WorkshopScene {
  const scene = blankScene('a4');
  const qr = newQrPicture(scene, 'https://school.test');
  const withQr = { ...scene, pictures: [qr] };
  return { ...withQr, pictures: [qr, newPicture(withQr, 'stamp', STAMP, 1)] };
}

const run = (state: RedactorState, ...actions: RedactorAction[]) =>
  actions.reduce(redactorReducer, state);

describe('the template editor state', () => {
  it('selects the title or a picture, and nothing that is not on the page', () => {
    const state = initialRedactorState(withPictures());
    expect(run(state, { type: 'select', selection: TITLE }).selection).toEqual(TITLE);
    expect(run(state, { type: 'select', selection: pictureTarget(2) }).selection).toEqual(
      pictureTarget(2),
    );
    expect(run(state, { type: 'select', selection: pictureTarget(99) }).selection).toBeNull();
  });

  it('makes a whole drag one undo step and clears redo on a new change', () => {
    const start = initialRedactorState(withPictures());
    const target = pictureTarget(1);
    const before = shownScene(start).pictures[0]!;
    // Konva moves the node during the drag; the scene hears of it once, at its end.
    let state = run(start, { type: 'dragEnd', target, dx: -30, dy: 60 });
    expect(state.history.past).toHaveLength(1);
    expect(shownScene(state).pictures[0]).toMatchObject({
      posx: before.posx - 30,
      posy: before.posy + 60,
    });
    state = run(state, { type: 'undo' });
    expect(shownScene(state).pictures[0]).toEqual(before);
    expect(redoable(state)).toBe(true);
    state = run(state, { type: 'edit', change: (scene) => patchTitle(scene, { text: 'Диплом' }) });
    expect(redoable(state)).toBe(false);
    expect(undoable(state)).toBe(true);
  });

  it('moves the selection 1 px with an arrow, 10 with a modifier', () => {
    let state = run(initialRedactorState(withPictures()), { type: 'select', selection: TITLE });
    const { posx, posy } = shownScene(state).title;
    state = run(
      state,
      { type: 'arrow', direction: 'right', large: false },
      { type: 'arrow', direction: 'up', large: true },
    );
    expect(shownScene(state).title).toMatchObject({ posx: posx + 1, posy: posy - 10 });
    expect(state.history.past).toHaveLength(2);
    // Nothing selected: the arrows do nothing.
    const idle = initialRedactorState(withPictures());
    expect(run(idle, { type: 'arrow', direction: 'left', large: false })).toBe(idle);
  });

  it('turns the transformer scale into width and font size', () => {
    const state = initialRedactorState(withPictures());
    const title = shownScene(state).title;
    const scaled = run(state, {
      type: 'transform',
      target: TITLE,
      change: { centreX: title.posx, centreY: 300, scale: 1.5, rotation: 12 },
    });
    expect(shownScene(scaled).title).toMatchObject({
      width: title.width * 1.5,
      fontsize: 60,
      rotate: 12,
      posx: title.posx,
      posy: 300 - (60 * 1.2) / 2,
    });
    const stamp = shownScene(state).pictures[1]!;
    const picture = run(state, {
      type: 'transform',
      target: pictureTarget(2),
      change: { centreX: 400, centreY: 500, scale: 0.5, rotation: 370 },
    });
    // Shapes turn around their centre: the new box is centred where the node's centre went.
    expect(shownScene(picture).pictures[1]).toMatchObject({
      width: stamp.width / 2,
      posx: 400 - stamp.width / 4,
      posy: 500 - stamp.width / 4,
      rotate: 10,
    });
  });

  it('brings back a picture dragged entirely off the page', () => {
    const state = initialRedactorState(withPictures());
    const page = scenePageSize('a4');
    const gone = run(state, { type: 'dragEnd', target: pictureTarget(1), dx: 3000, dy: 0 });
    const qr = shownScene(gone).pictures[0]!;
    expect(qr.posx).toBe(page.width - qr.width);
    expect(shownScene(gone).pictures).toHaveLength(2);
    // Half over the edge stays where the teacher put it.
    const before = shownScene(state).pictures[0]!;
    const overhang = run(state, {
      type: 'dragEnd',
      target: pictureTarget(1),
      dx: page.width - before.posx - 50,
      dy: 0,
    });
    expect(shownScene(overhang).pictures[0]!.posx).toBe(page.width - 50);
  });

  it('deletes the selected picture and changes the z-order one step at a time', () => {
    let state = run(initialRedactorState(withPictures()), {
      type: 'select',
      selection: pictureTarget(1),
    });
    state = run(state, { type: 'reorder', direction: 'up' });
    const z = (scene: WorkshopScene, id: number) =>
      scene.pictures.find((picture) => picture.id === id)!.zindex;
    expect(z(shownScene(state), 1)).toBeGreaterThan(z(shownScene(state), 2));
    state = run(state, { type: 'reorder', direction: 'down' });
    expect(z(shownScene(state), 1)).toBeLessThan(z(shownScene(state), 2));
    state = run(state, { type: 'deleteSelected' });
    expect(shownScene(state).pictures.map((picture) => picture.id)).toEqual([2]);
    expect(state.selection).toBeNull();
    state = run(state, { type: 'undo' });
    expect(shownScene(state).pictures).toHaveLength(2);
  });

  it('makes live edits (slider moves, typing) one step when they are committed', () => {
    let state = initialRedactorState(withPictures());
    for (const opacity of [90, 80, 70])
      state = run(state, {
        type: 'edit',
        live: true,
        change: (scene) => ({ ...scene, background: { ...scene.background, opacity } }),
      });
    state = run(state, { type: 'commit' });
    expect(state.history.past).toHaveLength(1);
    expect(shownScene(state).background.opacity).toBe(70);
    state = run(state, { type: 'undo' });
    expect(shownScene(state).background.opacity).toBe(100);
  });

  it('changes nothing while the template has files in the storage', () => {
    const locked = initialRedactorState(withPictures(), true);
    const actions: RedactorAction[] = [
      { type: 'select', selection: pictureTarget(1) },
      { type: 'dragEnd', target: pictureTarget(1), dx: 10, dy: 10 },
      { type: 'deleteSelected' },
      { type: 'edit', change: (scene) => patchTitle(scene, { text: 'x' }) },
    ];
    expect(shownScene(run(locked, ...actions))).toBe(shownScene(locked));
  });

  it('adds a picture as a step and selects it', () => {
    const state = initialRedactorState(blankScene('a5'));
    const picture = newQrPicture(shownScene(state), 'https://school.test');
    const added = run(state, { type: 'addPicture', picture });
    expect(shownScene(added).pictures).toEqual([picture]);
    expect(added.selection).toEqual(pictureTarget(picture.id));
    expect(shownScene(run(added, { type: 'undo' })).pictures).toEqual([]);
  });

  it('keeps the title text and the pictures when a layout is chosen, in one step', () => {
    const scene = patchTitle(withPictures(), { text: 'Грамота' });
    const state = initialRedactorState(scene);
    const maket = {
      id: 7,
      format: 'a4',
      type_bg: 'other' as const,
      file_id: '',
      style_frame: '{"color":"#aa0000","stroke":8}',
      style_title: '{"fontsize":52,"fontfamily":"Lobster"}',
      style_content: '{"color":"#fff8e0"}',
    };
    const applied = applyMaket(shownScene(state), maket);
    if (!applied.ok) throw new Error(applied.field);
    const next = run(state, { type: 'edit', change: () => applied.scene });
    expect(shownScene(next)).toMatchObject({
      maket: 7,
      title: { text: 'Грамота', fontsize: 52, fontfamily: 'Lobster' },
      frame: { color: '#aa0000', stroke: 8 },
      background: { color: '#fff8e0' },
      pictures: scene.pictures,
    });
    expect(shownScene(run(next, { type: 'undo' }))).toBe(scene);
  });
});
