import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { GetDocService } from '../docs';
import { LicencesService } from '../licences';
import { TemplatesService } from '../templates';
import { jobSource } from './job-source';
import type { JobSource } from './job-runner';

/** A render worker never serves doc thumbnails. */
const NO_THUMBNAILS = { thumbnailFile: async () => null };

/**
 * The job source of a render worker process, which has no Koa app: the same docs and templates
 * reads as the web server's (jobSource), straight from the shared database. The template catalogue
 * is the web server's to load, so the worker reads the rows as they are.
 */
export function workerJobSource(
  dataSource: DataSource,
  clock: Clock,
  /** The site's address, for the QR codes of verifiable files. */
  publicUrl: string,
): JobSource {
  const templates = new TemplatesService(
    dataSource,
    new LicencesService(dataSource, clock),
    async () => undefined,
  );
  return jobSource(new GetDocService(dataSource, templates, NO_THUMBNAILS), templates, publicUrl);
}
