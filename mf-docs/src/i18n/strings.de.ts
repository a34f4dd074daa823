// The German error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
import { docsErrorsDe } from '@gramota/ui/strings/docs-errors.de';
import { categoriesDe } from './categories.de';
import { createFilesDe } from './create-files.de';
import { docsDe } from './docs.de';
import type { DocsStrings } from './strings';

/** The 'docs' namespace in German: its own chunk, fetched only when a teacher chooses the language. */
export const de: DocsStrings = {
  docs: docsDe,
  categories: categoriesDe,
  createFiles: createFilesDe,
  errors: docsErrorsDe,
};
