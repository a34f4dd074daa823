import { blankScene, newPicture, newQrPicture } from './scene-defaults';
import type { WorkshopScene } from './scene-model';
import {
  backgroundPlacement,
  pictureBox,
  pictureSource,
  sceneShapes,
  titleBox,
  titleFontQuery,
  type SceneShape,
} from './scene-shapes';
import { snapGuides } from './snap-guides';
import { scenePageSize } from './workshop-formats';

const STAMP = '/api/profile-stamp-file/abc-1/';
const BACKGROUND = '/data/workshop/bg_1.jpg';

function sceneWithEverything(): WorkshopScene {
  let scene = blankScene('a4');
  scene = { ...scene, background: { ...scene.background, src: BACKGROUND, blur: 4 } };
  const stamp = { ...newPicture(scene, 'stamp', STAMP, 0.5), zindex: 5 };
  scene = { ...scene, pictures: [stamp] };
  const qr = { ...newQrPicture(scene, 'https://школа.рф/?a=1&b=2'), zindex: 2 };
  return { ...scene, pictures: [stamp, qr] };
}

const byRole = (shapes: SceneShape[], role: string) => shapes.filter((s) => s.role === role);

describe('sceneShapes', () => {
  it('paints page, background, frame, title, then pictures by z-order', () => {
    const shapes = sceneShapes(sceneWithEverything());
    expect(shapes.map((shape) => shape.key)).toEqual([
      'page',
      'background',
      'frame',
      'title',
      'picture-2',
      'picture-1',
    ]);
    const page = scenePageSize('a4');
    expect(shapes[0]).toMatchObject({
      kind: 'rect',
      attrs: { x: 0, y: 0, width: page.width, height: page.height, fill: '#ffffff' },
    });
    expect(shapes[1]).toMatchObject({ kind: 'image', src: BACKGROUND, blur: 4 });
  });

  it('leaves hidden parts out and draws the plain frame as a border inside its box', () => {
    const scene = sceneWithEverything();
    const hidden = sceneShapes({
      ...scene,
      frame: { ...scene.frame, visible: false },
      title: { ...scene.title, visible: false },
    });
    expect(byRole(hidden, 'frame')).toEqual([]);
    expect(byRole(hidden, 'title')).toEqual([]);
    const [frame] = byRole(sceneShapes(scene), 'frame');
    const { posx, posy, width, height, stroke } = scene.frame;
    // Rotation turns around the frame's centre; the stroke stays inside the box.
    expect(frame!.attrs).toMatchObject({
      x: posx + width / 2,
      y: posy + height / 2,
      offsetX: (width - stroke) / 2,
      offsetY: (height - stroke) / 2,
      width: width - stroke,
      stroke: scene.frame.color,
      strokeWidth: stroke,
    });
  });

  it('draws the title as styled text with a vertical gradient and a shadow', () => {
    const base = blankScene('a4');
    const scene: WorkshopScene = {
      ...base,
      title: {
        ...base.title,
        text: 'Почётная грамота',
        bold: true,
        italic: true,
        underline: true,
        uppercase: true,
        colors: ['#ff0000', '#0000ff'],
        rotate: 15,
      },
    };
    const [title] = byRole(sceneShapes(scene), 'title');
    const box = titleBox(scene);
    expect(title!.attrs).toMatchObject({
      text: 'ПОЧЁТНАЯ ГРАМОТА',
      fontFamily: 'Philosopher',
      fontSize: 40,
      fontStyle: 'italic bold',
      textDecoration: 'underline',
      align: 'center',
      x: scene.title.posx,
      offsetX: scene.title.width / 2,
      y: box.y + box.height / 2,
      rotation: 15,
      fillLinearGradientStartPointY: 0,
      fillLinearGradientEndPointY: box.height,
      fillLinearGradientColorStops: [0, '#ff0000', 1, '#0000ff'],
      shadowOffsetX: 0,
      shadowOffsetY: 2,
      shadowBlur: 2,
      shadowColor: '#808080',
    });
    expect(title!.attrs).not.toHaveProperty('height');
    expect(titleFontQuery(scene)).toBe('italic bold 40px "Philosopher"');
  });

  it('places pictures by their box, rotating around the centre; QR codes square from /qr/', () => {
    const scene = sceneWithEverything();
    const [stamp, qr] = scene.pictures;
    expect(pictureSource(qr!)).toBe(`/qr/?data=${encodeURIComponent('https://школа.рф/?a=1&b=2')}`);
    expect(pictureBox(qr!)).toMatchObject({ width: 100, height: 100 });
    expect(pictureBox(stamp!)).toMatchObject({ width: 150, height: 75 });
    const rotated = { ...scene, pictures: [{ ...stamp!, rotate: 30, opacity: 40 }] };
    const [shape] = byRole(sceneShapes(rotated), 'picture');
    expect(shape).toMatchObject({ kind: 'image', pictureId: stamp!.id, src: STAMP });
    expect(shape!.attrs).toEqual({
      x: stamp!.posx + 75,
      y: stamp!.posy + 37.5,
      width: 150,
      height: 75,
      offsetX: 75,
      offsetY: 37.5,
      rotation: 30,
      opacity: 0.4,
    });
  });

  it('gives only plain values in attrs (numbers, strings, booleans, the stop list)', () => {
    for (const shape of sceneShapes(sceneWithEverything())) {
      for (const value of Object.values(shape.attrs)) {
        const plain = (item: unknown) => ['number', 'string', 'boolean'].includes(typeof item);
        expect(Array.isArray(value) ? value.every(plain) : plain(value)).toBe(true);
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }
  });
});

describe('backgroundPlacement', () => {
  const page = { width: 800, height: 1132 };

  it('covers the page by cutting the picture to its aspect', () => {
    const wide = backgroundPlacement({ size: 'cover' }, page, { width: 2000, height: 1000 });
    // 1132 / 1000 scale: the height fits, the sides are cut equally.
    expect(wide.cropHeight).toBeCloseTo(1000);
    expect(wide.cropWidth).toBeCloseTo(800 / 1.132);
    expect(wide.cropX).toBeCloseTo((2000 - 800 / 1.132) / 2);
    expect(wide).toMatchObject({ x: 0, y: 0, width: 800, height: 1132, cropY: 0 });
  });

  it('contains the whole picture, centred', () => {
    const wide = backgroundPlacement({ size: 'contain' }, page, { width: 2000, height: 1000 });
    expect(wide).toEqual({ x: 0, y: (1132 - 400) / 2, width: 800, height: 400 });
  });

  it('stretches when asked, or while the natural size is unknown', () => {
    const full = { x: 0, y: 0, width: 800, height: 1132 };
    expect(backgroundPlacement({ size: 'stretch' }, page, { width: 5, height: 9 })).toEqual(full);
    expect(backgroundPlacement({ size: 'cover' }, page, undefined)).toEqual(full);
  });

  it('uses the natural size sceneShapes is given', () => {
    const scene = sceneWithEverything();
    const shapes = sceneShapes(scene, (src) =>
      src === BACKGROUND ? { width: 1600, height: 1132 } : undefined,
    );
    expect(byRole(shapes, 'background')[0]!.attrs).toMatchObject({ cropWidth: 800, cropX: 400 });
  });
});

describe('snapGuides', () => {
  const page = { width: 800, height: 1132 };

  it('snaps a box whose centre comes near the page centre, and draws that guide', () => {
    const result = snapGuides({ x: 346, y: 500, width: 100, height: 50 }, page);
    expect(result.x).toBe(350);
    expect(result.y).toBe(500);
    expect(result.guides).toEqual([
      { orientation: 'vertical', position: 400, points: [400, 0, 400, 1132] },
    ]);
  });

  it('snaps edges to the page edges on both axes', () => {
    const result = snapGuides({ x: -4, y: 1132 - 50 + 5, width: 100, height: 50 }, page);
    expect([result.x, result.y]).toEqual([0, 1082]);
    expect(result.guides.map((guide) => [guide.orientation, guide.position])).toEqual([
      ['vertical', 0],
      ['horizontal', 1132],
    ]);
  });

  it('leaves a box far from every line where it is', () => {
    expect(snapGuides({ x: 120, y: 300, width: 100, height: 50 }, page)).toEqual({
      x: 120,
      y: 300,
      guides: [],
    });
  });
});
