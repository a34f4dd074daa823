// The German error texts load with this chunk only, not through the package's index
// (which is in every first load), hence the path import.
// eslint-disable-next-line no-restricted-imports
import { docsErrorsDe } from '@gramota/ui/src/i18n/docs-errors.de';
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
