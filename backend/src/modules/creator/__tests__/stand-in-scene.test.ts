import sharp from 'sharp';
import { blankScene, type WorkshopScene } from '@gramota/scene';
import { SceneInvalidError } from '../../render';
import { StandInEngine } from '../../../test-support/creator-test-kit';

/** The tests' stand-in engine draws scenes as real small pictures of the page's shape. */
describe('StandInEngine.renderScene', () => {
  it('gives a real JPEG and WebP of the page’s aspect in the page colour', async () => {
    const engine = new StandInEngine();
    const scene = blankScene('a4h');
    const out = await engine.renderScene({
      userId: 'u1',
      scene: { ...scene, background: { ...scene.background, color: '#ff0000' } },
    });
    const jpeg = await sharp(out.jpeg).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: out.width, height: out.height });
    expect(out.width / out.height).toBeCloseTo(1132 / 800, 1);
    const { data } = await sharp(out.jpeg).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(230);
    expect(data[1]).toBeLessThan(30);
    expect((await sharp(out.thumbnail).metadata()).format).toBe('webp');
    expect(engine.scenesOf('u1')).toBe(1);
  });

  it('waits while held, and refuses a hostile scene as the engine does', async () => {
    const engine = new StandInEngine();
    engine.hold();
    let done = false;
    const rendering = engine.renderScene({ userId: 'u1', scene: blankScene('a5') }).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    engine.release();
    await rendering;
    expect(done).toBe(true);
    const blank = blankScene('a4');
    const hostile = {
      ...blank,
      background: { ...blank.background, src: 'http://evil/x.png' },
    } as WorkshopScene;
    await expect(engine.renderScene({ userId: 'u1', scene: hostile })).rejects.toBeInstanceOf(
      SceneInvalidError,
    );
  });
});
