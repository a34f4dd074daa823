import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nestedFormsPdf, onePagePdf } from '../../__tests__/storage-upload-test-kit';
import { drawFirstPage, FIRST_PAGE_LONG_SIDE, PdfPageError } from '../pdf-first-page';

describe('the first page of an uploaded PDF (pdftoppm)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-pdf-page-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const pdfFile = (bytes: Buffer) => {
    const file = path.join(dir, 'upload');
    fs.writeFileSync(file, bytes);
    return file;
  };

  it('draws it as a JPEG whose long side is FIRST_PAGE_LONG_SIDE', async () => {
    const page = path.join(dir, 'page.jpg');
    await drawFirstPage(pdfFile(onePagePdf()), page);
    const jpeg = fs.readFileSync(page);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // An A4 page (595 × 842 pt) standing: 1131 × 1600 (baseline frame: height at +5, width at +7).
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect([jpeg.readUInt16BE(frame + 7), jpeg.readUInt16BE(frame + 5)]).toEqual([
      Math.round((FIRST_PAGE_LONG_SIDE * 595) / 842),
      FIRST_PAGE_LONG_SIDE,
    ]);
  });

  it('says whether the file or the machine is at fault', async () => {
    const page = path.join(dir, 'page.jpg');
    const damaged = pdfFile(Buffer.from('%PDF-1.7\nnothing here\n%%EOF\n'));
    await expect(drawFirstPage(damaged, page)).rejects.toMatchObject({ reason: 'file' });
    const missing = drawFirstPage(pdfFile(onePagePdf()), page, { command: 'no-such-pdftoppm' });
    await expect(missing).rejects.toBeInstanceOf(PdfPageError);
    await expect(missing).rejects.toMatchObject({ reason: 'missing-tool' });
  });

  it('stops a renderer that takes too long (wall clock)', async () => {
    // A stand-in pdftoppm that never finishes and uses no CPU: the time limit kills it.
    const slow = path.join(dir, 'slow-pdftoppm');
    fs.writeFileSync(slow, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    await expect(
      drawFirstPage(pdfFile(onePagePdf()), path.join(dir, 'page.jpg'), {
        command: slow,
        timeoutMs: 300,
      }),
    ).rejects.toMatchObject({ reason: 'limit', message: 'pdftoppm took longer than 300 ms' });
  });

  it('stops a page built to keep it drawing at its CPU limit, long before its wall-clock one', async () => {
    // Under 4 KB of nested forms: minutes of drawing. The kernel kills it after 1 s of CPU time; the
    // wall-clock limit (10 minutes, past the test's own timeout) never comes into it.
    const bomb = pdfFile(nestedFormsPdf());
    expect(fs.statSync(bomb).size).toBeLessThan(4096);
    await expect(
      drawFirstPage(bomb, path.join(dir, 'page.jpg'), { cpuSeconds: 1, timeoutMs: 600_000 }),
    ).rejects.toMatchObject({ reason: 'limit', message: 'pdftoppm stopped (SIGKILL)' });
  });

  it('runs the drawing under a memory cap', async () => {
    // An ordinary page, but room for hardly more than the program itself: the drawing fails as
    // too costly (not as a damaged file), which the upload answers with the placeholder.
    await expect(
      drawFirstPage(pdfFile(onePagePdf()), path.join(dir, 'page.jpg'), { memoryMb: 8 }),
    ).rejects.toMatchObject({ reason: 'limit' });
    // The same page with the default cap is drawn.
    await drawFirstPage(pdfFile(onePagePdf()), path.join(dir, 'page.jpg'));
  });
});
