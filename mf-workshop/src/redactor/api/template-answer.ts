import { DATA_SEPARATOR, type WorkshopTemplateData } from '@gramota/contracts';
import { parseScene, type WorkshopScene } from '@gramota/scene';

export type TemplateAnswer =
  | { result: 'forbidden' }
  | { result: 'success'; data: WorkshopTemplateData; scene: WorkshopScene; html: string }
  /** The stored scene does not read: the editor says so instead of drawing half a template. */
  | { result: 'invalid'; field: string };

/** workshop-template-get: the text 'forbidden', or the JSON data + separator + the default HTML. */
export function parseTemplateAnswer(text: string): TemplateAnswer {
  if (text.trim() === 'forbidden') return { result: 'forbidden' };
  const cut = text.indexOf(DATA_SEPARATOR);
  const json = cut < 0 ? text : text.slice(0, cut);
  const html = cut < 0 ? '' : text.slice(cut + DATA_SEPARATOR.length);
  const data = JSON.parse(json) as WorkshopTemplateData;
  const parsed = parseScene(data.content);
  if (!parsed.ok) return { result: 'invalid', field: parsed.field };
  return { result: 'success', data, scene: parsed.scene, html };
}

/** workshop-template-set's margins field: 'top,right,bottom,left' in px. */
export const marginsField = (scene: WorkshopScene) => {
  const { top, right, bottom, left } = scene.frame.margins;
  return [top, right, bottom, left].map((value) => String(Math.round(value))).join(',');
};
