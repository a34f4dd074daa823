import { useRoute } from '@gramota/shell-api';
import { DocsScreen } from './screens/docs-screen.component';
import { TemplatesScreen } from './screens/templates-screen.component';
import { registerStrings } from './i18n/register-strings';

registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function DocsRoot() {
  const { page } = useRoute();
  if (page === 'templates') return <TemplatesScreen />;
  return <DocsScreen />;
}
