import { DrivePageOr } from './drive/drive-page';
import { registerStrings } from './i18n/register-strings';
import { SpreadsheetScreen } from './screens/spreadsheet-screen.component';
import { preloadXSpreadsheet } from './sheet/load-xspreadsheet';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();
// The shell loads this module while it still asks for the session (the area's preload): a table
// page starts fetching the grid library now, beside the area's code and the table's data, instead
// of after them. The mail pages never need it.
if (/^\/app\/spreadsheet\//.test(window.location.pathname)) preloadXSpreadsheet();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function SpreadsheetRoot() {
  return <DrivePageOr sheet={<SpreadsheetScreen />} />;
}
