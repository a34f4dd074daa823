import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_SEATS, type InvoiceCreateAnswer, type PayOffer } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { Button, EmptyState, TextField } from '@gramota/ui';
import {
  usePayInvoiceCreateMutation,
  usePayInvoiceOffersQuery,
  type InvoiceCreateArgs,
} from '../pay.api';
import { payErrorText } from '../pay-errors';
import { offeredProducts, routeAimId, type InvoiceRoute } from './invoice-route';
import styles from './invoice.module.css';

export interface OffersStepProps {
  route: InvoiceRoute;
  gate: (proceed: () => void) => void;
  onCreated: (answer: InvoiceCreateAnswer) => void;
}

/**
 * What the page sells (invoice-offers ?aim_id=): one card per offer with its price in the
 * account's currency; choosing one makes the record (invoice-create) after the payment rules.
 */
export function OffersStep({ route, gate, onCreated }: OffersStepProps) {
  const { t } = useTranslation(['pay', 'common']);
  const notify = useNotify();
  const aimId = routeAimId(route);
  const offers = usePayInvoiceOffersQuery(aimId);
  const [create, creating] = usePayInvoiceCreateMutation();
  const [seats, setSeats] = useState(String(TEAM_SEATS.min));
  const [org, setOrg] = useState('');

  if (offers.isLoading) return null;
  if (offers.error)
    return (
      <EmptyState title={t('pay:invoice.offersFailed')} text={payErrorText(t, offers.error)} />
    );
  const answer = offers.data!;
  if (answer.has_pro)
    return (
      <p role="status" data-testid="has-pro">
        {t('pay:invoice.hasPro', { name: answer.name })}
      </p>
    );

  const shown = offeredProducts(
    route,
    answer.offers.map((offer) => offer.product),
  ).map((product) => answer.offers.find((offer) => offer.product === product)!);

  const choose = (offer: PayOffer) =>
    gate(async () => {
      const args: InvoiceCreateArgs = { product: offer.product };
      if (aimId && route.kind !== 'all') args.aim_id = aimId;
      if (route.kind === 'template' && route.docId) args.doc_id = route.docId;
      if (offer.product === 'team-12') {
        args.seats = Number(seats);
        args.org = org.trim();
      }
      try {
        onCreated(await create(args).unwrap());
      } catch (error) {
        notify.alert(payErrorText(t, error));
      }
    });

  return (
    <>
      {answer.name ? <p>{t('pay:invoice.forTemplate', { name: answer.name })}</p> : null}
      <ul className={styles.offers} data-testid="offers">
        {shown.map((offer) => (
          <li key={offer.product} className={styles.offer} data-product={offer.product}>
            <strong>{t(`pay:products.${offer.product}`)}</strong>
            <span>{offer.text}</span>
            <span className={styles.price}>
              {offer.sum} {offer.currency}
            </span>
            {offer.product === 'team-12' ? (
              <>
                <TextField
                  label={t('pay:invoice.seats', TEAM_SEATS)}
                  name="seats"
                  type="number"
                  min={TEAM_SEATS.min}
                  max={TEAM_SEATS.max}
                  value={seats}
                  onChange={(event) => setSeats(event.target.value)}
                />
                <TextField
                  label={t('pay:invoice.org')}
                  name="org"
                  value={org}
                  onChange={(event) => setOrg(event.target.value)}
                />
              </>
            ) : null}
            <Button variant="primary" busy={creating.isLoading} onClick={() => choose(offer)}>
              {t('pay:invoice.choose')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
