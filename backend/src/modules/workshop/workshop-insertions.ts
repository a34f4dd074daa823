import { insertionAccess, type PageInsertion } from '@gramota/contracts';
import { stampIdOfSrc } from '@gramota/doc-content';
import { parseScene, type PictureKind, type WorkshopScene } from '@gramota/scene';

const INSERTION_OF: Record<PictureKind, PageInsertion> = {
  uploaded: 'image',
  qr: 'qr',
  stamp: 'stamp',
};

/** The stamps a scene shows (issue 37: the vault checks those a save adds), each id once. */
export function sceneStampIds(scene: WorkshopScene | string): string[] {
  const parsed = typeof scene === 'string' ? parseScene(scene) : { ok: true as const, scene };
  if (!parsed.ok) return [];
  const ids = parsed.scene.pictures.flatMap((picture) => {
    const id = picture.kind === 'stamp' && picture.src ? stampIdOfSrc(picture.src) : null;
    return id ? [id] : [];
  });
  return [...new Set(ids)];
}

/** What makes two pictures the same insertion: moving or resizing one keeps it. */
const identity = (picture: WorkshopScene['pictures'][number]) =>
  `${picture.kind}\u0000${picture.kind === 'qr' ? picture.qr : picture.src}`;

/**
 * The pictures of `next` that the one PRO rule (packages/contracts pro-insertions, issue 30 item 11)
 * keeps from a free workshop plan and that the saved scene did not already have. A template made
 * while the plan was paid keeps its pictures after the plan ends; only new ones are refused, so the
 * server holds the same line the editor draws instead of trusting the editor to draw it.
 */
export function addedProInsertions(saved: string, next: WorkshopScene): PictureKind[] {
  const before = parseScene(saved);
  const had = new Set(before.ok ? before.scene.pictures.map(identity) : []);
  return next.pictures
    .filter((picture) => !had.has(identity(picture)))
    .filter((picture) => insertionAccess(INSERTION_OF[picture.kind], { pro: false }) === 'needPro')
    .map((picture) => picture.kind);
}
