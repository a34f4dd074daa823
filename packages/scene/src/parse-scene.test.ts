import { blankScene, defaultMaketId, newQrPicture } from './scene-defaults';
import { parseScene } from './parse-scene';

describe('parseScene', () => {
  it('takes a blank scene of every workshop format back as it was', () => {
    for (const format of ['a4', 'a4h', 'a5', 'ni-20x15']) {
      const scene = blankScene(format);
      expect(parseScene(JSON.stringify(scene))).toEqual({ ok: true, scene });
    }
  });

  it('gives the default layouts of seed 001 §9', () => {
    expect([defaultMaketId('a5'), defaultMaketId('a4'), defaultMaketId('a4h')]).toEqual([
      2, 50, 53,
    ]);
    expect(defaultMaketId('ni-29.7x21')).toBe(53);
  });

  it('names the field of a hostile or unknown part', () => {
    const scene = blankScene('a4');
    const cases: [object, string][] = [
      [{ ...scene, script: 'alert(1)' }, 'script'],
      [
        { ...scene, background: { ...scene.background, src: 'javascript:alert(1)' } },
        'background.src',
      ],
      [
        { ...scene, background: { ...scene.background, src: 'http://evil.test/x.png' } },
        'background.src',
      ],
      [{ ...scene, title: { ...scene.title, text: 'x'.repeat(10_000) } }, 'title.text'],
      [{ ...scene, title: { ...scene.title, fontfamily: 'x";}body{' } }, 'title.fontfamily'],
      [{ ...scene, format: 'a3' }, 'format'],
      [
        { ...scene, pictures: [{ ...newQrPicture(scene, 'https://a.test'), posx: 1e9 }] },
        'pictures.0.posx',
      ],
    ];
    for (const [bad, field] of cases) {
      const parsed = parseScene(JSON.stringify(bad));
      expect(parsed).toMatchObject({ ok: false, field });
    }
  });

  it('refuses what is not JSON', () => {
    expect(parseScene('{')).toMatchObject({ ok: false, field: '' });
  });
});
