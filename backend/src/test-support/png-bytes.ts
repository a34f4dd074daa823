import zlib from 'node:zlib';

/**
 * A PNG put together byte by byte (signature, IHDR, one IDAT, IEND), with no image library: the
 * test kits make pictures this way because backend code outside test files may touch images only
 * through the image guard. `pixels` is the IDAT payload: the deflated rows, each with its filter
 * byte.
 */
export function pngBytes(
  size: { width: number; height: number },
  /** PNG colour type: 0 grey, 2 RGB, 6 RGBA (8 bits per sample). */
  colourType: 0 | 2 | 6,
  pixels: Buffer,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header[8] = 8; // bits per sample; then deflate, no filter, no interlace
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}
