import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';

/** The long side of the first page's picture: a clear preview, a bounded cost for any page. */
export const FIRST_PAGE_LONG_SIDE = 1600;

export interface PdfPageOptions {
  /** poppler-utils' pdftoppm (Debian package poppler-utils; scripts/lib.sh installs it). */
  command?: string;
  /** A PDF built to keep the renderer busy is stopped after this. */
  timeoutMs?: number;
}

/** Why a PDF gave no picture: the file (damaged, locked, no pages) or this machine (no pdftoppm). */
export class PdfPageError extends Error {
  constructor(
    message: string,
    readonly reason: 'file' | 'missing-tool',
  ) {
    super(message);
  }
}

/**
 * Renders at once; a third upload waits its turn. Drawing a page may take a core and a few
 * hundred MB for a heavy scan, so two uploads never ask for more than two of each.
 */
const SLOTS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  if (running < SLOTS) running += 1;
  else await new Promise<void>((start) => waiting.push(start));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/**
 * Draws the first page of `pdf` into `jpeg` with pdftoppm, its long side FIRST_PAGE_LONG_SIDE
 * pixels. No shell: the paths are arguments. Output goes to a file, never to memory; stderr is
 * kept (its first 2 KB) to say why a file failed.
 */
export async function drawFirstPage(
  pdf: string,
  jpeg: string,
  options: PdfPageOptions = {},
): Promise<void> {
  const release = await takeTurn();
  try {
    await runPdftoppm(pdf, jpeg, options);
  } finally {
    release();
  }
  const drawn = await fs.stat(jpeg).catch(() => null);
  if (!drawn || drawn.size === 0) throw new PdfPageError('pdftoppm drew nothing', 'file');
}

function runPdftoppm(pdf: string, jpeg: string, options: PdfPageOptions): Promise<void> {
  const { command = 'pdftoppm', timeoutMs = 30_000 } = options;
  // -singlefile writes {prefix}.jpg without a page number.
  const prefix = jpeg.replace(/\.jpg$/, '');
  const args = [
    ...['-f', '1', '-l', '1', '-singlefile'],
    ...['-scale-to', String(FIRST_PAGE_LONG_SIDE)],
    ...['-jpeg', '-jpegopt', 'quality=88'],
    pdf,
    prefix,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      if (stderr.length < 2048) stderr += text;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new PdfPageError(
          `pdftoppm could not start: ${error.message}`,
          error.code === 'ENOENT' ? 'missing-tool' : 'file',
        ),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new PdfPageError(
            signal ? `pdftoppm stopped (${signal})` : `pdftoppm failed: ${stderr.trim()}`,
            'file',
          ),
        );
    });
  });
}
