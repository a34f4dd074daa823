import { useRoute } from '@gramota/shell-api';
import { PayScreen } from './screens/pay-screen.component';
import { InvoiceScreen } from './screens/invoice-screen.component';
import { registerStrings } from './i18n/register-strings';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = registerStrings();

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function PayRoot() {
  const { page } = useRoute();
  if (page === 'invoice') return <InvoiceScreen />;
  return <PayScreen />;
}
