import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type InvoiceCreateAnswer } from '@gramota/contracts';
import { useRoute, useUserKey } from '@gramota/shell-api';
import { api } from '@gramota/store';
import { AreaPage, EmptyState } from '@gramota/ui';
import { usePayGetQuery } from '../pay.api';
import { PayAccess } from '../common/pay-access.component';
import { usePayGate } from '../common/use-pay-gate';
import { DonateStep } from './donate-step.component';
import { parseInvoiceRoute, pendingRecord, type InvoiceRoute } from './invoice-route';
import { OffersStep } from './offers-step.component';
import { PaymentStep } from './payment-step.component';
import { RecordStep } from './record-step.component';

/**
 * The invoice pages (/app/invoice/...): the offers, the record made from the chosen one, its
 * method and its money. A record of this page already waiting (back from the checkout) is
 * picked up and polled.
 */
export function InvoiceScreen() {
  const { t } = useTranslation(['pay', 'common']);
  const route = parseInvoiceRoute(useRoute().rest);
  return (
    <AreaPage page="invoice" title={t('pay:invoice.title')}>
      {route ? (
        <PayAccess>
          <InvoiceBody route={route} />
        </PayAccess>
      ) : (
        <EmptyState title={t('pay:invoice.notFound')} text={t('pay:invoice.notFoundText')} />
      )}
    </AreaPage>
  );
}

/** Back to the editor (a full reload) when the invoice came from a document. */
function afterPaidFor(route: InvoiceRoute): string | null {
  return route.kind === 'template' && route.docId ? appPaths.redactor(route.docId) : null;
}

function InvoiceBody({ route }: { route: InvoiceRoute }) {
  const { gate, ready } = usePayGate();
  // Back from a checkout: the record it was for (paid already when the notice came first).
  const returnedRecord = useRoute().search.get('record');
  const userKey = useUserKey();
  const loggedIn = Boolean(api.useLoginCheckQuery().currentData?.login);
  const [created, setCreated] = useState<InvoiceCreateAnswer | null>(null);
  const afterPaid = afterPaidFor(route);
  const payGet = usePayGetQuery(userKey ?? '', {
    skip: !userKey || !loggedIn || created !== null || route.kind === 'pay',
  });

  if (!ready) return null;
  if (route.kind === 'pay') return <RecordStep dataId={route.dataId} gate={gate} />;
  if (returnedRecord && !created)
    return <RecordStep dataId={returnedRecord} afterPaid={afterPaid} gate={gate} />;
  if (created)
    return (
      <PaymentStep
        payment={created.payment}
        operators={created.operators}
        afterPaid={afterPaid}
        gate={gate}
      />
    );
  if (loggedIn && payGet.isLoading) return null;
  const pending = payGet.data ? pendingRecord(route, payGet.data.payments) : null;
  if (pending) return <RecordStep dataId={pending.data_id} afterPaid={afterPaid} gate={gate} />;
  if (route.kind === 'template' && route.variant === 'donate' && route.docId)
    return (
      <DonateStep
        templateId={route.templateId}
        docId={route.docId}
        gate={gate}
        onCreated={setCreated}
      />
    );
  return <OffersStep route={route} gate={gate} onCreated={setCreated} />;
}
