import {
  applyBackground,
  applyMaket,
  parseMaketStyle,
  sceneFromMaket,
  uploadedTemplateScene,
  type MaketLike,
} from './apply-maket';
import { blankScene, newQrPicture } from './scene-defaults';
import type { WorkshopScene } from './scene-model';
import { sceneShapes } from './scene-shapes';
import { scenePageSize } from './workshop-formats';

const BACKGROUNDS = [{ id: 'meadow-p', img: '/data/workshop/bg_meadow-p.jpg' }];

const ornamental: MaketLike = {
  id: 50,
  format: 'a4',
  type_bg: 'file',
  file_id: 'meadow-p',
  style_frame: JSON.stringify({
    src: '/data/workshop/frame_laurel-p.png',
    posx: 20,
    posy: 30,
    width: 760,
    height: 1072,
    margins: { top: 200, right: 90, bottom: 90, left: 90 },
  }),
  style_title: JSON.stringify({
    fontfamily: 'Lobster',
    fontsize: 56,
    colors: ['#8b0000', '#ff8c00'],
    posy: 160,
  }),
  style_content: JSON.stringify({ margins: { top: 260, right: 100, bottom: 100, left: 100 } }),
};

const strict: MaketLike = {
  id: 51,
  format: 'a4',
  type_bg: 'other',
  file_id: '',
  style_frame: JSON.stringify({ color: '#222222', stroke: 2, radius: 12 }),
  style_title: '{"bold":true}',
  style_content: '{"color":"#fdf6e3"}',
};

/** A user's scene: their own title, a QR code. */
function usersScene(format = 'a4'): WorkshopScene {
  const scene = blankScene(format);
  const titled = { ...scene, title: { ...scene.title, text: 'Грамота за победу' } };
  return { ...titled, pictures: [newQrPicture(titled, 'https://example.com/check/1')] };
}

const sceneOf = (result: ReturnType<typeof applyMaket>) => {
  if (!result.ok) throw new Error(`${result.field}: ${result.reason}`);
  return result.scene;
};

describe('applyMaket', () => {
  it('takes the layout’s frame, title look, background and margins, and keeps the text and pictures', () => {
    const before = usersScene();
    const after = sceneOf(applyMaket(before, ornamental, BACKGROUNDS));
    expect(after.maket).toBe(50);
    expect(after.title).toMatchObject({
      text: 'Грамота за победу',
      fontfamily: 'Lobster',
      fontsize: 56,
      colors: ['#8b0000', '#ff8c00'],
      posy: 160,
      visible: true,
    });
    expect(after.frame).toMatchObject({
      visible: true,
      src: '/data/workshop/frame_laurel-p.png',
      posx: 20,
      width: 760,
      margins: { top: 260, right: 100, bottom: 100, left: 100 },
    });
    expect(after.background).toMatchObject({
      src: '/data/workshop/bg_meadow-p.jpg',
      preset: 'meadow-p',
      size: 'cover',
    });
    expect(after.pictures).toEqual(before.pictures);
  });

  it('puts a plain-colour layout on its colour with a plain frame', () => {
    const after = sceneOf(applyMaket(usersScene(), strict, BACKGROUNDS));
    expect(after.background).toMatchObject({ src: null, preset: '', color: '#fdf6e3' });
    expect(after.frame).toMatchObject({ src: null, color: '#222222', stroke: 2, radius: 12 });
    expect(after.title).toMatchObject({ bold: true, text: 'Грамота за победу' });
    // The plain frame is drawn as a border: the canvas has something to show.
    expect(sceneShapes(after).find((shape) => shape.role === 'frame')?.kind).toBe('rect');
  });

  it('stretches the layout’s heights to a custom format of another height', () => {
    const custom = usersScene('ni-21x14.8');
    const after = sceneOf(applyMaket(custom, ornamental, BACKGROUNDS));
    const ratio = scenePageSize('ni-21x14.8').height / scenePageSize('a4').height;
    expect(after.frame.posy).toBeCloseTo(30 * ratio, 1);
    expect(after.frame.height).toBeCloseTo(1072 * ratio, 1);
    expect(after.frame.width).toBe(760);
    expect(after.title.posy).toBeCloseTo(160 * ratio, 1);
  });

  it('hides the frame and the title of an uploaded template (layout 0) and keeps its page', () => {
    const upload = uploadedTemplateScene('a4', '/data/workshop/tpl_abc.jpg');
    const scene = sceneOf(upload);
    expect(scene).toMatchObject({
      maket: 0,
      frame: { visible: false },
      title: { visible: false },
      background: { src: '/data/workshop/tpl_abc.jpg', size: 'stretch' },
    });
    const zero = { ...strict, id: 0 };
    const again = sceneOf(applyMaket(usersScene(), zero));
    expect(again.frame.visible).toBe(false);
    expect(again.title).toMatchObject({ visible: false, text: 'Грамота за победу' });
    expect(sceneShapes(again).map((shape) => shape.role)).toEqual(['page', 'picture']);
  });

  it('makes a new template’s scene from a layout', () => {
    const scene = sceneOf(sceneFromMaket('a4', ornamental, BACKGROUNDS));
    expect(scene.maket).toBe(50);
    expect(scene.title.text).toBe('Сертификат');
    expect(scene.pictures).toEqual([]);
  });

  it('names the bad part of a hostile or broken layout and changes nothing', () => {
    const cases: [Partial<MaketLike>, string][] = [
      [{ style_frame: '{"src":"http://evil.test/x.png"}' }, 'style_frame.src'],
      [{ style_title: '{"text":"Injected"}' }, 'style_title.text'],
      [{ style_title: '{"onload":"alert(1)"}' }, 'style_title.onload'],
      [{ style_title: '{"fontfamily":"x\\";}body{"}' }, 'style_title.fontfamily'],
      [
        { style_content: '{"margins":{"top":-5,"right":0,"bottom":0,"left":0}}' },
        'style_content.margins.top',
      ],
      [{ style_frame: '{' }, 'style_frame'],
      [{ file_id: 'nowhere' }, 'file_id'],
    ];
    const before = usersScene();
    const frozen = JSON.stringify(before);
    for (const [change, field] of cases) {
      expect(applyMaket(before, { ...ornamental, ...change }, BACKGROUNDS)).toMatchObject({
        ok: false,
        field,
      });
    }
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('reads empty style parts as no change', () => {
    expect(parseMaketStyle({ style_frame: '', style_title: ' ', style_content: '{}' })).toEqual({
      ok: true,
      style: { frame: {}, title: {}, content: {} },
    });
  });
});

describe('applyBackground', () => {
  it('changes the picture and keeps how it is drawn, the title and the pictures', () => {
    const base = usersScene();
    const tuned = { ...base, background: { ...base.background, opacity: 60, blur: 3 } };
    const preset = sceneOf(applyBackground(tuned, { preset: BACKGROUNDS[0]! }));
    expect(preset.background).toMatchObject({
      src: '/data/workshop/bg_meadow-p.jpg',
      preset: 'meadow-p',
      opacity: 60,
      blur: 3,
    });
    expect(preset.title).toEqual(tuned.title);
    expect(preset.pictures).toEqual(tuned.pictures);
    const own = sceneOf(applyBackground(preset, { upload: { img: '/data/workshop/u_1.png' } }));
    expect(own.background).toMatchObject({ src: '/data/workshop/u_1.png', preset: '' });
    const plain = sceneOf(applyBackground(own, { color: '#eeeeee' }));
    expect(plain.background).toMatchObject({ src: null, color: '#eeeeee' });
  });

  it('refuses a picture that is not the site’s own', () => {
    expect(
      applyBackground(usersScene(), { upload: { img: 'https://evil.test/x.png' } }),
    ).toMatchObject({ ok: false, field: 'background.src' });
  });
});
