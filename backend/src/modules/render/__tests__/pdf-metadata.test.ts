/**
 * Every made PDF names its document (issue 30 item 12): pdfinfo (poppler-utils, what a teacher's
 * viewer shows in its title bar) reads the document's name as Title, the product as Creator, an
 * Author and the document's language, for a rendered document and for a class's merged PDF.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import {
  createRenderEngine,
  pdfDeclaredLanguage,
  PRODUCT_NAME,
  type RenderEngine,
  type RenderInput,
} from '..';
import { massPdf } from '../../ready/mass-downloads';
import { LocalFileStore } from '../../../shared/file-store';

jest.setTimeout(60_000);

const run = promisify(execFile);

let dataDir: string;
let engine: RenderEngine;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gramota-pdf-meta-'));
  engine = createRenderEngine({
    fileStore: new LocalFileStore(dataDir),
    pages: 1,
    timeoutMs: 30_000,
  });
});

afterAll(async () => {
  await engine.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const doc = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  userId: 'user-1',
  docId: 7,
  html: '<p class="gr-p gr-align-center">Почётная грамота</p>',
  font: 'PT Serif',
  padding: '200 60 60 60',
  format: 'a4',
  background: null,
  titlePicture: null,
  ...overrides,
});

/** pdfinfo's fields of a PDF on disk, by name. */
async function pdfInfo(file: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
  const fields: Record<string, string> = {};
  for (const line of stdout.split('\n')) {
    const match = /^([A-Za-z ]+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]!.trim()] = match[2]!.trim();
  }
  return fields;
}

/** The catalog's /Lang (pdfinfo does not print it). */
const declaredLanguage = async (pdf: Uint8Array) =>
  pdfDeclaredLanguage(await PDFDocument.load(pdf, { updateMetadata: false }));

async function written(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(dataDir, name);
  await fs.writeFile(file, bytes);
  return file;
}

describe('PDF metadata', () => {
  it("titles a made document's PDF with its name, not «render»", async () => {
    const out = await engine.render(
      doc({ meta: { title: 'Грамота — Петрова Анна', language: 'ru' } }),
    );
    const info = await pdfInfo(await written('one.pdf', out.pdf));
    expect(info.Title).toBe('Грамота — Петрова Анна');
    expect(info.Creator).toBe(PRODUCT_NAME);
    expect(info.Author).toBe(PRODUCT_NAME);
    expect(info.Pages).toBe('1');
    await expect(declaredLanguage(out.pdf)).resolves.toBe('ru');
    // The text is still real text after the metadata was written.
    const { stdout } = await run('pdftotext', [path.join(dataDir, 'one.pdf'), '-']);
    expect(stdout).toContain('Почётная грамота');
  });

  it('writes a Kazakh document as kk, and a document without a name as the product', async () => {
    const out = await engine.render(doc({ meta: { title: '  ', language: 'kz' } }));
    const info = await pdfInfo(await written('kz.pdf', out.pdf));
    expect(info.Title).toBe(PRODUCT_NAME);
    await expect(declaredLanguage(out.pdf)).resolves.toBe('kk');
  });

  it("titles a class's merged PDF with the run's document name and keeps the pupils' language", async () => {
    const first = await engine.render(
      doc({ meta: { title: 'Иванов Иван', author: 'Ирина Павловна', language: 'uk' } }),
    );
    const second = await engine.render(doc({ meta: { title: 'Петрова Анна', language: 'uk' } }));
    const merged = await massPdf(
      [
        { name: 'Иванов Иван', readPdf: async () => Buffer.from(first.pdf) },
        { name: 'Петрова Анна', readPdf: async () => Buffer.from(second.pdf) },
      ],
      'Грамота 5 «Б»',
    );
    const info = await pdfInfo(await written('merged.pdf', merged));
    expect(info.Title).toBe('Грамота 5 «Б»');
    expect(info.Author).toBe('Ирина Павловна');
    expect(info.Creator).toBe(PRODUCT_NAME);
    expect(info.Pages).toBe('2');
    await expect(declaredLanguage(merged)).resolves.toBe('uk');
  });
});
