import { SCENE_LIMITS, sceneSchema, type WorkshopScene } from './scene-model';
import { isWorkshopFormat } from './workshop-formats';

export type SceneParse =
  | { ok: true; scene: WorkshopScene }
  /** `field`: where it went wrong, e.g. 'title.fontsize' or 'pictures.2.src' ('' for the whole). */
  | { ok: false; field: string; reason: string };

const BYTES_MAX = 256 * 1024;

/**
 * A scene from JSON text (the editor's save, a stored row): the schema, the workshop formats, and
 * nothing else. Unknown fields are refused, not dropped: a client that sends them is not ours.
 */
export function parseScene(text: string): SceneParse {
  if (text.length > BYTES_MAX) return { ok: false, field: '', reason: 'too large' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, field: '', reason: 'not JSON' };
  }
  return checkScene(data);
}

export function checkScene(data: unknown): SceneParse {
  const parsed = sceneSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [...issue.path, ...keys.slice(0, 1)].map(String).join('.');
    return { ok: false, field, reason: issue.message };
  }
  if (!isWorkshopFormat(parsed.data.format))
    return { ok: false, field: 'format', reason: 'unknown format' };
  if (parsed.data.title.text.length > SCENE_LIMITS.titleMax)
    return { ok: false, field: 'title.text', reason: 'too long' };
  return { ok: true, scene: parsed.data };
}
