import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocToRender, RenderPort } from '../creator';
import type { RenderedThumbnail, RenderedThumbnails } from '../docs';
import type { Logger } from '../../logger';

export interface DocThumbnailsOptions {
  /** Pictures go to DATA_DIR/thumbs/ (not public: doc-thum checks the account). */
  dataDir: string;
  engine: Pick<RenderPort, 'available' | 'render'>;
  /** The doc to draw, null when it is not the account's. */
  source(userId: string, docId: number): Promise<DocToRender | null>;
  logger: Logger;
}

/**
 * Documents' own thumbnails (issue 6: doc-thum from the same engine as the files). A doc never
 * saved from the editor looks like its template, so the template's picture stands; an edited
 * doc is drawn by the render engine once per version (the list's thumbnail key), in the
 * background and one at a time, so the teacher's file jobs keep the engine's pages first.
 */
export class DocThumbnails implements RenderedThumbnails {
  private readonly dir: string;
  private readonly waiting = new Map<string, { userId: string; docId: number }>();
  private running: Promise<void> | null = null;

  constructor(private readonly options: DocThumbnailsOptions) {
    this.dir = path.join(options.dataDir, 'thumbs');
  }

  private fileOf(docId: number, key: string): string {
    return path.join(this.dir, `${docId}_${key}.webp`);
  }

  async file(userId: string, docId: number, key: string): Promise<RenderedThumbnail> {
    // The account's doc first: a picture on disk is never shown to another account.
    const found = await this.options.source(userId, docId);
    if (!found?.doc.edited) return { own: null, pending: false };
    const own = this.fileOf(docId, key);
    if (await exists(own)) return { own, pending: false };
    if (!this.options.engine.available().ok) return { own: null, pending: false };
    this.schedule(userId, docId);
    return { own: null, pending: true };
  }

  /** Resolves when every thumbnail asked for so far is made (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(userId: string, docId: number): void {
    this.waiting.set(`${userId}:${docId}`, { userId, docId });
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  private async drain(): Promise<void> {
    for (const [id, next] of this.waiting) {
      this.waiting.delete(id);
      try {
        await this.make(next.userId, next.docId);
      } catch (error) {
        this.options.logger.warn({ err: error, doc: next.docId }, 'doc thumbnail failed');
      }
    }
  }

  /** Draws the doc as it is now, under its current key; older pictures of it go. */
  private async make(userId: string, docId: number): Promise<void> {
    const found = await this.options.source(userId, docId);
    if (!found?.doc.edited) return;
    const target = this.fileOf(docId, found.doc.thumbKey);
    if (await exists(target)) return;
    const output = await this.options.engine.render(found.input);
    await fs.mkdir(this.dir, { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temporary, output.thumbnail);
    await fs.rename(temporary, target);
    const prefix = `${docId}_`;
    for (const name of await fs.readdir(this.dir)) {
      if (name.startsWith(prefix) && name.endsWith('.webp') && name !== path.basename(target))
        await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
