import sharp from 'sharp';
import { CATALOGUE, artworkSvg, pageSize, titleSvg, type TitleArtwork } from '../catalogue';

/** Per-channel spread of a small rendering: a blank or flat page has (almost) none. */
async function channelSpread(svg: string): Promise<number> {
  const stats = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
}

describe('template artwork', () => {
  // Small renderings (160 px wide) keep this quick; the build renders the real sizes.
  it.each(CATALOGUE.map((template) => [template.id, template] as const))(
    '%s draws a real picture, not a flat page',
    async (_id, template) => {
      const svg = artworkSvg(template.design.draw, pageSize(template.format), 160);
      expect(svg.length).toBeGreaterThan(2000);
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect(width).toBe(160);
      expect(height).toBe(Math.round((160 * pageSize(template.format).height) / 800));
      expect(await channelSpread(svg)).toBeGreaterThan(12);
    },
  );

  it('is the same SVG on every build (no randomness, no clock)', () => {
    for (const template of CATALOGUE.slice(0, 12)) {
      const page = pageSize(template.format);
      expect(artworkSvg(template.design.draw, page, 400)).toBe(
        artworkSvg(template.design.draw, page, 400),
      );
    }
  });

  it('draws titles on a transparent background', async () => {
    const titles = new Map<string, TitleArtwork>();
    for (const template of CATALOGUE)
      for (const title of template.movableTitle?.gallery ?? []) titles.set(title.key, title);
    expect(titles.size).toBeGreaterThanOrEqual(10);
    for (const title of [...titles.values()].slice(0, 6)) {
      const { data, info } = await sharp(Buffer.from(titleSvg(title, 300)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let clear = 0;
      let solid = 0;
      for (let index = 3; index < data.length; index += info.channels) {
        if (data[index] === 0) clear += 1;
        else if (data[index]! > 200) solid += 1;
      }
      const pixels = info.width * info.height;
      expect(clear / pixels).toBeGreaterThan(0.2);
      expect(solid / pixels).toBeGreaterThan(0.05);
    }
  });
});
