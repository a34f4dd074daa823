import { docsErrorsRu } from '@gramota/ui';
import { categoriesRu } from './categories.ru';
import { createFilesRu } from './create-files.ru';
import { docsRu } from './docs.ru';

/**
 * The area's namespace 'docs', one file per screen; ru is the seeds' text and the first load's,
 * strings.{en,uk,kz,be,de,it}.ts give each other language the same keys (loaded when chosen).
 * The gallery's own strings (gallery-strings.ts) arrive with the gallery's code.
 */
export const ru = {
  docs: docsRu,
  categories: categoriesRu,
  createFiles: createFilesRu,
  errors: docsErrorsRu,
};
export type DocsStrings = typeof ru;
