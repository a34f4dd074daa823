import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BACKGROUNDS,
  FRAMES,
  MAKETS,
  renderWorkshop,
  type WorkshopManifest,
} from '@gramota/template-artwork';

/**
 * A small real set rendered by the build's own renderer: the three defaults, a strict layout on
 * a colour, a minimal one with a thin frame and a minimal one without a frame, and what they use.
 */
export const FIXTURE_MAKETS = [2, 3, 5, 50, 53, 62];

export async function renderFixture(): Promise<{ dir: string; manifest: WorkshopManifest }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-makets-'));
  const makets = MAKETS.filter((maket) => FIXTURE_MAKETS.includes(maket.id));
  const used = (kind: 'background' | 'frame') =>
    new Set(
      makets.flatMap((maket) => {
        const part = kind === 'background' ? maket.background : maket.frame;
        return part && 'key' in part ? [part.key] : [];
      }),
    );
  const { manifest } = await renderWorkshop({
    outDir: dir,
    makets,
    backgrounds: BACKGROUNDS.filter((background) => used('background').has(background.key)),
    frames: FRAMES.filter((frame) => used('frame').has(frame.key)),
  });
  return { dir, manifest };
}
