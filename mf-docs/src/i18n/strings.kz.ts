// The Kazakh error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsKz } from '@gramota/ui/strings/docs-errors.kz';
import { categoriesKz } from './categories.kz';
import { createFilesKz } from './create-files.kz';
import { docsKz } from './docs.kz';
import type { DocsStrings } from './strings';

/** The 'docs' namespace in Kazakh: its own chunk, fetched only when a teacher chooses the language. */
export const kz: DocsStrings = {
  docs: docsKz,
  categories: categoriesKz,
  createFiles: createFilesKz,
  errors: docsErrorsKz,
};
