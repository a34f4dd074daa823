import { useTranslation } from 'react-i18next';
import type { PayLicence } from '@gramota/contracts';
import { formatDate, runtimeT } from '@gramota/ui';
import styles from './pay.module.css';

/** The account's licences running today, each with its last day. */
export function Licences({ licences }: { licences: readonly PayLicence[] }) {
  const { t, i18n } = useTranslation(['pay']);
  if (licences.length === 0) return <p className={styles.muted}>{t('pay:licences.empty')}</p>;
  return (
    <ul className={styles.list} data-testid="licences">
      {licences.map((licence) => (
        <li key={`${licence.kind}:${licence.template_id ?? ''}:${licence.team_org}`}>
          {licence.kind === 'template'
            ? t('pay:licences.template', { name: licence.name })
            : runtimeT(t)(`pay:licences.${licence.kind}`)}{' '}
          {t('pay:licences.until', { date: formatDate(licence.date_end, i18n.language) })}
          {licence.team_org ? ` · ${t('pay:team.org', { org: licence.team_org })}` : ''}
        </li>
      ))}
    </ul>
  );
}
