import fs from 'node:fs/promises';
import type { StorageUploadKind } from '@gramota/contracts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_START = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** Writers leave at most a little after %%EOF (line ends, padding): the spec's 1024 bytes. */
const PDF_TAIL = 1024;

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) =>
  bytes.length >= at + prefix.length && bytes.subarray(at, at + prefix.length).equals(prefix);

/**
 * What an upload is, told by its first bytes, never by its name or the type the browser claims
 * (a .pdf that is really an .exe is neither); null for anything else.
 */
export function kindOfBytes(head: Buffer): StorageUploadKind | null {
  if (startsWith(head, PDF_START)) return 'pdf';
  if (startsWith(head, JPEG_START)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, Buffer.from('RIFF', 'latin1')) && startsWith(head, Buffer.from('WEBP'), 8))
    return 'webp';
  return null;
}

/** Reads `length` bytes of the file at `position` (fewer when the file is shorter). */
async function readPart(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The kind of an uploaded file on disk, from its first 16 bytes. */
export async function kindOfFile(file: string): Promise<StorageUploadKind | null> {
  return kindOfBytes(await readPart(file, 0, 16));
}

/** A PDF that was cut short (a broken download, a half-sent file) has no %%EOF at its end. */
export async function pdfIsComplete(file: string, size: number): Promise<boolean> {
  const start = Math.max(0, size - PDF_TAIL);
  return (await readPart(file, start, size - start)).includes(PDF_END);
}
