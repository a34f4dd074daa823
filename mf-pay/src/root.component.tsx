import { useRoute } from '@gramota/shell-api';
import { PayScreen } from './pay/pay-screen.component';
import { InvoiceScreen } from './invoice/invoice-screen.component';
import { ConnectPage } from './connect/connect-page.component';
import { UnlimitedOffer } from './about/unlimited-offer.component';
import { PrintOperatorScreen, PrintOrderScreen, registerPrintStrings } from './print';
import { registerStrings } from './i18n/register-strings';

/** The shell's lifecycles wait for the current language's strings before the first render. */
export const stringsReady = Promise.all([registerStrings(), registerPrintStrings()]);

/** The area decides what it shows for the page the shell mounted it for (CONVENTIONS). */
export default function PayRoot() {
  const { page, rest } = useRoute();
  if (page === 'invoice') return <InvoiceScreen />;
  if (page === 'about') return <UnlimitedOffer />;
  if (rest[0] === 'connect' && rest[1]) return <ConnectPage uid={rest[1]} />;
  if (rest[0] === 'print')
    return rest[1] === 'operator' ? <PrintOperatorScreen /> : <PrintOrderScreen />;
  return <PayScreen />;
}
