import { SpreadsheetScreen } from './screens/spreadsheet-screen.component';
import { registerStrings } from './i18n/register-strings';

registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function SpreadsheetRoot() {
  return <SpreadsheetScreen />;
}
