// The Ukrainian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsUk } from '@gramota/ui/strings/docs-errors.uk';
import { categoriesUk } from './categories.uk';
import { createFilesUk } from './create-files.uk';
import { docsUk } from './docs.uk';
import type { DocsStrings } from './strings';

/** The 'docs' namespace in Ukrainian: its own chunk, fetched only when a teacher chooses the language. */
export const uk: DocsStrings = {
  docs: docsUk,
  categories: categoriesUk,
  createFiles: createFilesUk,
  errors: docsErrorsUk,
};
