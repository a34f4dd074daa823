import { useRoute } from '@gramota/shell-api';
import { StorageScreen } from './screens/storage-screen.component';
import { DriveScreen } from './screens/drive-screen.component';
import { registerStrings } from './i18n/register-strings';

registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function StorageRoot() {
  const { page } = useRoute();
  if (page === 'drive') return <DriveScreen />;
  return <StorageScreen />;
}
