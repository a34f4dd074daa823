// The Italian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsIt } from '@gramota/ui/strings/docs-errors.it';
import { categoriesIt } from './categories.it';
import { createFilesIt } from './create-files.it';
import { docsIt } from './docs.it';
import type { DocsStrings } from './strings';

/** The 'docs' namespace in Italian: its own chunk, fetched only when a teacher chooses the language. */
export const it: DocsStrings = {
  docs: docsIt,
  categories: categoriesIt,
  createFiles: createFilesIt,
  errors: docsErrorsIt,
};
