import { docsErrors } from '@gramota/contracts';
import { categoriesEn } from './categories.en';
import { createFilesEn } from './create-files.en';
import { docsEn } from './docs.en';
import type { DocsStrings } from './strings';

export const en: DocsStrings = {
  docs: docsEn,
  categories: categoriesEn,
  createFiles: createFilesEn,
  errors: { ...docsErrors },
};
