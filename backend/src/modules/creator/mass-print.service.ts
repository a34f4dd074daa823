import type { PrintRequest } from '@gramota/contracts';
import { In, type DataSource } from 'typeorm';
import { printError } from '../printers';
import { inTableOrder, ReadyFile, badRequest as readyBadRequest, notFound } from '../ready';
import type { RenderInput } from '../render';
import { CreatorJob } from './creator-job.entity';
import type { CreatorDocs } from './creator.service';
import { jobPrintLayout, type CreatorPrinters } from './job-print';
import type { JobSource, RenderPort } from './job-runner';

export interface MassPrintDependencies {
  dataSource: DataSource;
  engine: RenderPort;
  source: JobSource;
  docs: CreatorDocs;
  printers?: CreatorPrinters;
}

export interface MassPrint {
  pdf: Buffer;
  sheets: number;
  /** The run's document name (the download is named after it). */
  title: string;
}

/**
 * A class printed in a layout (issue 36): a run's made files laid out sheet by sheet in table
 * order (onto blanks, several to a sheet, for a print shop), re-rendered from each row's own
 * text as its file was made. Every id must be the account's made file, out of the trash.
 */
export class MassPrintService {
  constructor(private readonly deps: MassPrintDependencies) {}

  async print(userId: string, ids: number[], request: PrintRequest): Promise<MassPrint> {
    // A plain class print is the run's one PDF (ready-mass-pdf): nothing to lay out.
    if (request.mode === 'plain') throw printError(400, 'layout_invalid', 'layout');
    const layout = await jobPrintLayout(userId, request, this.deps.printers);
    const { dataSource } = this.deps;
    const files = await dataSource.getRepository(ReadyFile).findBy({ id: In(ids), userId });
    if (files.length !== ids.length) throw notFound();
    if (files.some((file) => file.trashed)) throw readyBadRequest('in_trash');
    const jobs = await dataSource.getRepository(CreatorJob).findBy({ id: In(ids), userId });
    const jobOf = new Map(jobs.map((job) => [job.id, job]));
    const inputs: RenderInput[] = [];
    for (const file of inTableOrder(files, (file) => file)) {
      const job = jobOf.get(file.jobId);
      if (!job) throw notFound();
      const source = await this.deps.source(job);
      if ('missing' in source) throw notFound();
      inputs.push(source.input);
    }
    // Named after the run's document, as the class's one PDF is.
    const doc = await this.deps.docs.renderSource(userId, files[0]!.docId);
    const title = doc?.name ?? 'documents';
    const renderPrint = this.deps.engine.renderPrint;
    if (!renderPrint || !layout) throw printError(503, 'render_unavailable');
    const language = inputs[0]?.meta?.language ?? null;
    const out = await renderPrint.call(this.deps.engine, inputs, layout.plan, {
      title,
      language,
    });
    return { pdf: out.pdf, sheets: out.sheets, title };
  }
}
