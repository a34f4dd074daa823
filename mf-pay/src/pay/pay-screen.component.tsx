import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';
import { useShellApi, useUserKey } from '@gramota/shell-api';
import { api } from '@gramota/store';
import { AreaPage, Button, buttonClasses, EmptyState, formatDate } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import { usePayGetQuery } from '../pay.api';
import { PayAccess } from '../common/pay-access.component';
import { payErrorText } from '../pay-errors';
import { openPaySettings } from '../settings/open-pay-settings';
import { CurrencySwitch } from './currency-switch.component';
import { Licences } from './licences.component';
import { Purchases } from './purchases.component';
import { Teams } from './teams.component';
import { useCheckPay } from './use-check-pay';
import { WaitingRecord } from './waiting-record.component';
import styles from './pay.module.css';

/** /app/pay/: purchases, licences, team sharing, currency and payment settings. */
export function PayScreen() {
  const { t } = useTranslation(['pay', 'common']);
  return (
    <AreaPage page="pay" title={t('common:pages.pay')}>
      <PayAccess>
        <PayBody />
      </PayAccess>
    </AreaPage>
  );
}

function PayBody() {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const shell = useShellApi();
  const session = api.useLoginCheckQuery().currentData;
  const userKey = useUserKey();
  const loggedIn = Boolean(session?.login);
  const pay = usePayGetQuery(userKey ?? '', { skip: !userKey || !loggedIn });
  useCheckPay(loggedIn);

  if (!loggedIn)
    return (
      <EmptyState title={t('common:loginReasons.pay')} text={t('pay:page.guestText')}>
        <Button variant="primary" onClick={() => shell.requireLogin('pay')}>
          {t('pay:page.login')}
        </Button>
      </EmptyState>
    );
  if (pay.isLoading) return null;
  if (!pay.data)
    return <EmptyState title={t('pay:page.failed')} text={payErrorText(t, pay.error)} />;
  const data = pay.data;
  // Checkouts that return here (all templates, donations): the newest record still waiting.
  const waiting = data.payments.find(
    (payment) => payment.status === 'wait-paid' && payment.operator !== 'bank',
  );

  return (
    <>
      <div className={styles.toolbar}>
        <CurrencySwitch currency={data.profile.currency} />
        <Button onClick={() => openPaySettings(shell, t)}>{t('pay:page.settings')}</Button>
        <AreaLink className={buttonClasses('primary')} href={appPaths.invoiceAll()}>
          {t('pay:page.buyAll')}
        </AreaLink>
      </div>
      {waiting ? <WaitingRecord key={waiting.data_id} payment={waiting} /> : null}
      {data.discount_vis ? (
        <p data-testid="discount">{t('pay:page.discount', { percent: data.discount })}</p>
      ) : null}
      <section className={styles.section}>
        <h2>{t('pay:licences.title')}</h2>
        {data.all_share && data.all_end ? (
          <p data-testid="all-share">
            {t('pay:licences.allUntil', { date: formatDate(data.all_end, i18n.language) })}
          </p>
        ) : null}
        <Licences licences={data.licences} />
        <p className={styles.muted} data-testid="prices">
          {t('pay:page.prices', {
            one: data.prices.one_short,
            all: data.prices.all_from_short,
            currency: data.profile.currency,
          })}
        </p>
      </section>
      <Teams pay={data} />
      <section className={styles.section}>
        <h2>{t('pay:purchases.title')}</h2>
        <Purchases payments={data.payments} />
      </section>
    </>
  );
}
