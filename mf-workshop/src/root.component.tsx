import { useRoute } from '@gramota/shell-api';
import { WorkshopScreen } from './screens/workshop-screen.component';
import { WorkshopRedactorScreen } from './screens/workshop-redactor-screen.component';
import { registerStrings } from './i18n/register-strings';

registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function WorkshopRoot() {
  const route = useRoute();
  const page =
    route.page === 'workshop' && route.rest[0] === 'redactor' ? 'workshop-redactor' : route.page;
  if (page === 'workshop-redactor') return <WorkshopRedactorScreen />;
  return <WorkshopScreen />;
}
