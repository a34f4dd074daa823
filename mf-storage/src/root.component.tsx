import { useRoute } from '@gramota/shell-api';
import { StorageScreen } from './storage';
import { DriveScreen } from './drive';
import { DriveGroupPage, driveGroupRoute } from './drive-group';
import { registerStrings } from './i18n/register-strings';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function StorageRoot() {
  const { page, rest } = useRoute();
  // A drive-create run's files (/app/drive/folder/{key}/{group_id}/).
  const group = driveGroupRoute(page, rest);
  if (group) return <DriveGroupPage {...group} />;
  if (page === 'drive') return <DriveScreen />;
  return <StorageScreen />;
}
