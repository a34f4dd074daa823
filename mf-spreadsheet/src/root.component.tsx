import { DrivePageOr } from './drive/drive-page';
import { registerStrings } from './i18n/register-strings';
import { SpreadsheetScreen } from './screens/spreadsheet-screen.component';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();
// A table page's grid library, data and language file are started by the area's entry, before
// this module (mf-spreadsheet.tsx).

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function SpreadsheetRoot() {
  return <DrivePageOr sheet={<SpreadsheetScreen />} />;
}
