import type { DocToRender, RenderPort } from '../creator';
import type { RenderedThumbnail, RenderedThumbnails } from '../docs';
import type { Logger } from '../../logger';
import type { FileStore } from '../../shared/file-store';

/** The store keys of a doc's thumbnails begin so: `thumbs/{docId}_{key}.webp`. */
export const thumbnailPrefix = (docId: number) => `thumbs/${docId}_`;

export interface DocThumbnailsOptions {
  /** Pictures go to the store's thumbs/ (not public: doc-thum checks the account). */
  fileStore: FileStore;
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
  private readonly files: FileStore;
  private readonly waiting = new Map<string, { userId: string; docId: number }>();
  private running: Promise<void> | null = null;

  constructor(private readonly options: DocThumbnailsOptions) {
    this.files = options.fileStore;
  }

  private keyOf(docId: number, key: string): string {
    return `${thumbnailPrefix(docId)}${key}.webp`;
  }

  async file(userId: string, docId: number, key: string): Promise<RenderedThumbnail> {
    // The account's doc first: a stored picture is never shown to another account.
    const found = await this.options.source(userId, docId);
    if (!found?.doc.edited) return { own: null, pending: false };
    const own = await this.files.read(this.keyOf(docId, key));
    if (own) return { own, pending: false };
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
    const target = this.keyOf(docId, found.doc.thumbKey);
    if (await this.files.stat(target)) return;
    const output = await this.options.engine.render(found.input);
    await this.files.put(target, output.thumbnail, { contentType: 'image/webp' });
    const older: string[] = [];
    for await (const { key } of this.files.list(thumbnailPrefix(docId)))
      if (key.endsWith('.webp') && key !== target) older.push(key);
    for (const key of older) await this.files.delete(key);
  }
}
