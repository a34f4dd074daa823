import crypto from 'node:crypto';
import { workshopErrors, type WorkshopCreateStatusAnswer } from '@gramota/contracts';
import { parseScene, type WorkshopScene } from '@gramota/scene';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import type { FileStore } from '../../shared/file-store';
import { sceneLayerFiles, writeSceneLayers, type SceneLayers } from '../render/scene-layers';
import { workshopFileKey, workshopFileUrl } from './workshop-answers';
import { sceneStampIds } from './workshop-insertions';
import { notFound } from './workshop-errors';
import { WorkshopTemplate } from './workshop-template.entity';

/**
 * The render engine's scene renderer (the render module's renderScene): the page picture at print
 * quality and its thumbnail, drawn by the same painter the canvas editor uses.
 */
export interface SceneRenderer {
  renderScene(input: { userId: string; scene: WorkshopScene }): Promise<{
    jpeg: Buffer;
    width: number;
    height: number;
    thumbnail: Buffer;
    /** The page in layers: documents made from the template print its title as text. */
    layers?: SceneLayers | null;
  }>;
}

/** A name nobody can guess (128 bits), so a template's pictures are only found through it. */
const randomName = () => crypto.randomBytes(16).toString('base64url');

/**
 * Making a template's page picture and thumbnail (workshop-template-create, -create-status): one
 * job at a time in this process, the files written under new random names, the row pointing at
 * them once they are complete, the old files removed after. A scene saved while the job ran makes
 * the job's pictures stale: they are dropped and the template stays a draft.
 */
export class WorkshopPagesService {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileStore,
    private readonly renderer: SceneRenderer | undefined,
    private readonly logger: Logger,
  ) {}

  /** Starts a job for an active template of the account (none twice for the same template). */
  async start(userId: string, id: number): Promise<void> {
    const repository = this.dataSource.getRepository(WorkshopTemplate);
    const row = await repository.findOneBy({ id, userId, trashed: false });
    if (!row) throw notFound('data_id');
    if (row.state === 'wait') return;
    await repository.update({ id, userId }, { state: 'wait' });
    const job = this.queue.then(() => this.make(userId, id, row.lastEventTime));
    this.queue = job.catch(() => undefined);
  }

  async status(userId: string, id: number): Promise<WorkshopCreateStatusAnswer> {
    const row = await this.dataSource.getRepository(WorkshopTemplate).findOneBy({ id, userId });
    if (!row) throw notFound('data_id');
    switch (row.state) {
      case 'wait':
        return { result: 'success', status: 'wait' };
      case 'ready':
        return { result: 'success', status: 'ready', thum: workshopFileUrl(row.thumbFile) };
      case 'error':
        return { result: 'success', status: 'error', error_text: workshopErrors.create_failed };
      case 'draft':
        // Saved again after the job started (or never started): Ready must be pressed again.
        return { result: 'success', status: 'error', error_text: workshopErrors.not_ready };
    }
  }

  /**
   * Draws again the page pictures of the account's templates that show this stamp (issue 37: a
   * deleted stamp leaves no copy of its pixels in a picture; the engine leaves a stamp it cannot
   * read out). Documents made from a template find its new picture by the template's id.
   */
  async redrawShowing(userId: string, stampId: string): Promise<number> {
    const rows = await this.dataSource.getRepository(WorkshopTemplate).find({
      where: { userId, trashed: false, state: 'ready' },
      select: { id: true, scene: true },
    });
    const showing = rows.filter((row) => sceneStampIds(row.scene).includes(stampId));
    for (const row of showing) await this.start(userId, row.id);
    return showing.length;
  }

  /** Resolves once every job started so far has finished (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async make(userId: string, id: number, sceneTime: number): Promise<void> {
    const repository = this.dataSource.getRepository(WorkshopTemplate);
    const row = await repository.findOneBy({ id, userId });
    if (!row) return;
    const written: string[] = [];
    try {
      const parsed = parseScene(row.scene);
      if (!parsed.ok) throw new Error(`stored scene does not parse at ${parsed.field}`);
      if (!this.renderer) throw new Error('no scene renderer');
      const picture = await this.renderer.renderScene({ userId, scene: parsed.scene });
      const name = randomName();
      const files = { page: `${name}.jpg`, thumb: `${name}_th.webp` };
      written.push(files.page);
      await this.files.put(workshopFileKey(files.page), picture.jpeg, {
        contentType: 'image/jpeg',
      });
      written.push(files.thumb);
      await this.files.put(workshopFileKey(files.thumb), picture.thumbnail, {
        contentType: 'image/webp',
      });
      if (picture.layers) {
        try {
          written.push(...(await writeSceneLayers(this.files, files.page, picture.layers)));
        } catch (error) {
          written.push(...((error as { written?: string[] }).written ?? []));
          throw error;
        }
      }
      const stored = await repository.update(
        { id, userId, lastEventTime: sceneTime, state: 'wait' },
        { state: 'ready', pageFile: files.page, thumbFile: files.thumb },
      );
      if (!stored.affected) {
        await this.remove(written);
        return;
      }
      await this.remove([row.pageFile, row.thumbFile].filter(Boolean));
      // The old page picture's layers too (templates made before layers have none: no matter).
      if (row.pageFile) await this.remove(Object.values(sceneLayerFiles(row.pageFile)));
    } catch (error) {
      this.logger.warn({ err: error, template: id }, 'a workshop template picture failed');
      await this.remove(written);
      await repository.update({ id, userId, state: 'wait' }, { state: 'error' });
    }
  }

  /** Removes generated pictures; one already gone is fine, one left behind is only logged. */
  async remove(names: readonly string[]): Promise<void> {
    for (const name of names)
      try {
        await this.files.delete(workshopFileKey(name));
      } catch (error) {
        this.logger.warn({ err: error, name }, 'a workshop picture stayed in the file store');
      }
  }
}
