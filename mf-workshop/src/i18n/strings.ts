import { listRu } from '../list/i18n/ru';
import { redactorRu } from '../redactor/i18n/ru';
import { errorsRu } from './error-strings';

/**
 * The area's namespace 'workshop': the error texts, My templates' strings and the canvas
 * editor's (only strings: registering them loads neither screen, so Konva stays out of My
 * templates). ru is the seeds' text and the first load's; strings.{en,uk,kz,be,de,it}.ts give
 * each other language the same keys in one chunk, fetched when the language is chosen.
 */
export const ru = { errors: errorsRu, ...listRu, ...redactorRu };
export type WorkshopStrings = typeof ru;
