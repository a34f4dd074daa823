import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { api } from '@gramota/store';
import { AreaPage, dialogClasses } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';

/**
 * /app/about/unlimited/modal/: the all-templates offer, shown in a modal frame, with its prices in
 * the profile's currency (pwa-int's Price object, seed 000 §3) and the way to its invoice.
 */
export function UnlimitedOffer() {
  const { t } = useTranslation(['pay', 'common']);
  const prices = api.usePwaIntQuery().currentData;
  return (
    <AreaPage page="about" title={t('pay:unlimited.title')}>
      <div className={dialogClasses.body} data-testid="unlimited">
        <p>{t('pay:unlimited.text')}</p>
        <ul>
          <li>{t('pay:unlimited.featureImages')}</li>
          <li>{t('pay:unlimited.featureMass')}</li>
          <li>{t('pay:unlimited.featureStorage')}</li>
          <li>{t('pay:unlimited.featureInstant')}</li>
        </ul>
        {prices ? (
          <p data-testid="unlimited-prices">
            {t('pay:unlimited.prices', {
              all: prices.all_from_short,
              one: prices.one_short,
              currency: prices.currency,
            })}
          </p>
        ) : null}
        <div className={dialogClasses.actions}>
          <AreaLink href={appPaths.invoiceAll()} target="_top">
            {t('pay:unlimited.action')}
          </AreaLink>
        </div>
      </div>
    </AreaPage>
  );
}
