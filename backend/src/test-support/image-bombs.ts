import zlib from 'node:zlib';
import { pngBytes } from './png-bytes';

/**
 * Decompression bombs for the image guard's tests, written byte by byte (IHDR, one deflated
 * IDAT, IEND) so that no decoder is involved in making them: a 39,000,000 × 1 grey PNG of zeros
 * is 38 KB, 1 × 39,000,000 is 76 KB, a 6300 × 6300 RGB one 116 KB. The zero rows go through
 * the deflater in 1 MB pieces, so the test process never holds the decoded size itself.
 */
export async function zeroPng(width: number, height: number, colour: 'grey' | 'rgb' = 'grey') {
  const rowBytes = 1 + width * (colour === 'grey' ? 1 : 3); // a filter byte, then the samples
  return pngBytes(
    { width, height },
    colour === 'grey' ? 0 : 2,
    await deflateZeros(rowBytes * height),
  );
}

async function deflateZeros(total: number): Promise<Buffer> {
  const piece = Buffer.alloc(Math.min(total, 1024 * 1024));
  const deflater = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (data: Buffer) => out.push(data));
  const ended = new Promise((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  for (let left = total; left > 0; left -= piece.length) {
    const bytes = piece.subarray(0, Math.min(left, piece.length));
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  return Buffer.concat(out);
}

/**
 * Runs `work` while sampling the process's resident memory; the app runs in the jest process,
 * so this is the server's memory. Answers the highest growth over the start, in MB.
 */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, mb: (peak - start) / 1e6 };
  } finally {
    clearInterval(sample);
  }
}
