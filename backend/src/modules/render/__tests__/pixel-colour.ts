import sharp from 'sharp';

export interface Colour {
  r: number;
  g: number;
  b: number;
}

/** The average colour of a small square of a JPEG, in its own pixels. */
export async function colourAt(jpeg: Buffer, left: number, top: number): Promise<Colour> {
  const { data } = await sharp(jpeg)
    .extract({ left, top, width: 10, height: 10 })
    .resize(1, 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

export const near = (a: Colour, b: Colour) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 40;
