import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { DEFAULT_PDF_PREVIEW } from './pdf-previews';

/** The long side of the first page's picture: a clear preview, a bounded cost for any page. */
export const FIRST_PAGE_LONG_SIDE = 1600;

/** What poppler and the C++ runtime print when an allocation fails (under RLIMIT_AS). */
const OUT_OF_MEMORY = /out of memory|bad_alloc|failed to map segment/i;

export interface PdfPageOptions {
  /** poppler-utils' pdftoppm (Debian package poppler-utils; scripts/lib.sh installs it). */
  command?: string;
  /** A PDF built to keep the renderer busy is stopped after this (wall clock). */
  timeoutMs?: number;
  /** CPU seconds the drawing may use (RLIMIT_CPU through util-linux's prlimit). */
  cpuSeconds?: number;
  /** Address space the drawing may map, in MB (RLIMIT_AS). */
  memoryMb?: number;
}

/**
 * Why a PDF gave no picture: the file (damaged, locked, no pages), its cost (the drawing ran out
 * of CPU time, memory or time: a page built to keep the renderer busy) or this machine (no
 * pdftoppm or prlimit).
 */
export class PdfPageError extends Error {
  constructor(
    message: string,
    readonly reason: 'file' | 'limit' | 'missing-tool',
  ) {
    super(message);
  }
}

/**
 * Draws the first page of `pdf` into `jpeg` with pdftoppm, its long side FIRST_PAGE_LONG_SIDE
 * pixels, under a CPU-time and an address-space limit (prlimit, util-linux: on every Debian) and a
 * wall-clock timeout. No shell: the paths are arguments. Output goes to a file, never to memory;
 * stderr is kept (its first 2 KB) to say why a file failed. Waiting for a turn is the caller's
 * (PdfPreviews).
 */
export async function drawFirstPage(
  pdf: string,
  jpeg: string,
  options: PdfPageOptions = {},
): Promise<void> {
  await runPdftoppm(pdf, jpeg, options);
  const drawn = await fs.stat(jpeg).catch(() => null);
  if (!drawn || drawn.size === 0) throw new PdfPageError('pdftoppm drew nothing', 'file');
}

function runPdftoppm(pdf: string, jpeg: string, options: PdfPageOptions): Promise<void> {
  const {
    command = 'pdftoppm',
    timeoutMs = DEFAULT_PDF_PREVIEW.timeoutSeconds * 1000,
    cpuSeconds = DEFAULT_PDF_PREVIEW.cpuSeconds,
    memoryMb = DEFAULT_PDF_PREVIEW.memoryMb,
  } = options;
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
    // prlimit sets the limits on itself, then becomes pdftoppm (exec): the same process, killed
    // by the kernel at the CPU limit (SIGKILL: soft = hard), failing its allocations past the
    // memory one. No core files.
    const limits = [`--cpu=${cpuSeconds}`, `--as=${memoryMb * 1024 * 1024}`, '--core=0', '--'];
    const child = spawn('prlimit', [...limits, command, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      if (stderr.length < 2048) stderr += text;
    });
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      child.kill('SIGKILL');
    }, timeoutMs);
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
      if (late) reject(new PdfPageError(`pdftoppm took longer than ${timeoutMs} ms`, 'limit'));
      // The kernel's SIGKILL at the CPU limit, or an abort (out of memory).
      else if (signal) reject(new PdfPageError(`pdftoppm stopped (${signal})`, 'limit'));
      // Out of memory: poppler says so (and may still exit 0 with half a page) or aborts.
      else if (OUT_OF_MEMORY.test(stderr))
        reject(new PdfPageError(`pdftoppm ran out of memory: ${stderr.trim()}`, 'limit'));
      // prlimit could not run the command (126, 127): not there, or not a program.
      else if (code === 126 || code === 127)
        reject(new PdfPageError(`pdftoppm could not start: ${stderr.trim()}`, 'missing-tool'));
      else if (code === 0) resolve();
      else reject(new PdfPageError(`pdftoppm failed: ${stderr.trim()}`, 'file'));
    });
  });
}
