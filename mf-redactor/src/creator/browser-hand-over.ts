import type { CreatorType } from '@gramota/contracts';
import type { FlowRuns } from '@gramota/flow';
import type { CreatorPorts } from './creator-ports';
import { CREATOR_TIMING } from './creator-timing';
import type { CreatorView, MadeFile } from './creator-view';

/** The file being made in this run. */
export interface Job {
  type: CreatorType;
  doc: string;
  filename: string;
  background: boolean;
}

/** What the hand-over needs of the creator flow that runs it. */
export interface HandOverHost {
  readonly runs: FlowRuns;
  readonly ports: CreatorPorts;
  view(): CreatorView;
  show(view: CreatorView): void;
}

/**
 * Print and export: fetch, then hand the file over, reporting download_start, download_end and
 * received (seed 001 §4). The direct link shows up 10 s in, in case the browser kept the file to
 * itself (seed 001 §9); a failure shows 'ERROR' (seed 001 §8). A background wait's banner hides
 * 7 s after the file is there.
 */
export async function handOverToBrowser(host: HandOverHost, job: Job, file: MadeFile) {
  const { runs, ports } = host;
  const run = runs.current;
  const { type, background } = job;
  host.show({ phase: 'loading', type, background, file, directLink: false });
  runs.after(CREATOR_TIMING.directLinkAfterMs, () => {
    const view = host.view();
    if (view.phase === 'loading' || view.phase === 'ready')
      host.show({ ...view, directLink: true });
  });
  ports.setStatus(job.doc, 'download_start');
  let handOver: () => void;
  try {
    handOver =
      type === 'print'
        ? await ports.loadForPrint(file.url)
        : await ports.fetchDownload(file.url, `${job.filename}.jpg`);
  } catch {
    if (!runs.isCurrent(run)) return;
    return host.show({ phase: 'download-error', type, background, file });
  }
  if (!runs.isCurrent(run)) return;
  ports.setStatus(job.doc, 'download_end');
  handOver();
  ports.setStatus(job.doc, 'received');
  const view = host.view();
  const directLink = view.phase === 'loading' && view.directLink;
  host.show({ phase: 'ready', type, background, file, directLink });
  if (background)
    runs.after(CREATOR_TIMING.backgroundReadyHideMs, () => host.show({ phase: 'idle' }));
}
