// The Belarusian error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsBe } from '@gramota/ui/strings/docs-errors.be';
import { categoriesBe } from './categories.be';
import { createFilesBe } from './create-files.be';
import { docsBe } from './docs.be';
import type { DocsStrings } from './strings';

/** The 'docs' namespace in Belarusian: its own chunk, fetched only when a teacher chooses the language. */
export const be: DocsStrings = {
  docs: docsBe,
  categories: categoriesBe,
  createFiles: createFilesBe,
  errors: docsErrorsBe,
};
