import fs from 'node:fs';
import path from 'node:path';
import {
  storagePaths,
  type StorageDocument as DocumentAnswer,
  type StorageUploadAnswer,
} from '@gramota/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../../test-support/test-app';
import type { Visitor } from '../../../test-support/visitor';
import { StorageDocument } from '../storage-document.entity';
import { storageDir } from '../storage-files';

/** A file as the browser sends it: its bytes under the name it had on the teacher's computer. */
export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

/** POST /api/storage-upload/ the way mf-storage sends it: every file under `file`, + `folder`. */
export function sendUpload(visitor: Visitor, files: UploadFile[], folder?: string) {
  const form = new FormData();
  if (folder !== undefined) form.set('folder', folder);
  for (const file of files) form.append('file', new Blob([file.bytes]), file.name);
  return visitor.request(storagePaths.upload(), { method: 'POST', body: form });
}

export async function uploaded(visitor: Visitor, files: UploadFile[], folder?: string) {
  const response = await sendUpload(visitor, files, folder);
  const body = (await response.json()) as StorageUploadAnswer;
  if (response.status !== 200)
    throw new Error(`upload ${response.status}: ${JSON.stringify(body)}`);
  return Object.values(body.documents);
}

/** A picture of `width` × `height` in one of the kinds, drawn by sharp (a real file). */
export function picture(kind: 'png' | 'jpeg' | 'webp', width: number, height: number) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
  });
  return (kind === 'png' ? image.png() : kind === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
}

/**
 * A real one-page A4 PDF, written object by object with a correct cross-reference table: a blue
 * band and a line of text. `padding` bytes of an unused stream make it as large as a test needs
 * (a 20 MB file whose first page is still cheap to draw).
 */
export function onePagePdf(padding = 0): Buffer {
  const content = '0.16 0.35 0.78 rg 50 600 495 200 re f BT /F1 36 Tf 80 400 Td (Gramota) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (padding > 0)
    objects.push(`<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`);
  return pdfOf(objects);
}

/** A PDF of these objects (numbered from 1, the first the catalogue) with its cross-references. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The files in the storage folder and the work folders of uploads, for "nothing was left". */
export async function filesLeft(app: TestApp) {
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  return {
    storage: list(storageDir(app.config.dataDir)),
    work: list(path.join(app.config.dataDir, 'tmp', 'storage-upload')),
    rows: await app.dataSource.getRepository(StorageDocument).count(),
  };
}

/** GET a storage file as the browser does (an <img> or a link: the session cookie only). */
export async function fileBytes(visitor: Visitor, url: string) {
  const response = await visitor.request(url, { csrf: false });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

export type { DocumentAnswer };

/**
 * A small PDF that keeps a renderer drawing for minutes (issue 28, finding 3): a chain of form
 * XObjects, each drawing the one before it `copies` times, `levels` deep, so the page paints
 * copies^levels little squares (3^20: 3.5 billion) from about 3 KB.
 */
export function nestedFormsPdf(levels = 20, copies = 3): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '', // the page, once the outermost form's number is known
    '<< /Length 5 >>\nstream\n/X Do\nendstream',
  ];
  let previous = 0;
  for (let level = 0; level < levels; level++) {
    const content =
      level === 0
        ? '0.8 0.1 0.1 rg 0 0 10 10 re f'
        : Array.from({ length: copies }, () => '/X Do').join(' ');
    const resources = level === 0 ? '<< >>' : `<< /XObject << /X ${previous} 0 R >> >>`;
    objects.push(
      `<< /Subtype /Form /BBox [0 0 595 842] /Resources ${resources} /Length ${content.length} >>` +
        `\nstream\n${content}\nendstream`,
    );
    previous = objects.length;
  }
  objects[2] =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
    `/Resources << /XObject << /X ${previous} 0 R >> >> >>`;
  return pdfOf(objects);
}
