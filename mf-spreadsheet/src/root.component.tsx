import { lazy, Suspense } from 'react';
import { DrivePageOr } from './drive/drive-page';
import { registerStrings } from './i18n/register-strings';

registerStrings();

// The screen (and, from it, the grid library) loads only when the page is shown.
const SpreadsheetScreen = lazy(() =>
  import('./screens/spreadsheet-screen.component').then((module) => ({
    default: module.SpreadsheetScreen,
  })),
);

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function SpreadsheetRoot() {
  return (
    <Suspense fallback={null}>
      <DrivePageOr sheet={<SpreadsheetScreen />} />
    </Suspense>
  );
}
