import { docsErrors } from '@gramota/contracts';
import { docsErrorsRu } from '@gramota/ui';
import { categoriesEn } from './categories.en';
import { categoriesRu } from './categories.ru';
import { createFilesEn } from './create-files.en';
import { createFilesRu } from './create-files.ru';
import { docsEn } from './docs.en';
import { docsRu } from './docs.ru';

/**
 * The area's namespace 'docs', one file per screen; ru is the seeds' text, en mirrors the keys.
 * The gallery's own strings (gallery-strings.ts) arrive with the gallery's code.
 */
export const ru = {
  docs: docsRu,
  categories: categoriesRu,
  createFiles: createFilesRu,
  errors: docsErrorsRu,
};
export type DocsStrings = typeof ru;
export const en: DocsStrings = {
  docs: docsEn,
  categories: categoriesEn,
  createFiles: createFilesEn,
  errors: { ...docsErrors },
};
