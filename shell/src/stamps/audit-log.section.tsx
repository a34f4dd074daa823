import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  AUDIT_ACTIONS,
  stampVaultPaths,
  type AuditEventInfo,
  type AuditLogQuery,
} from '@gramota/contracts';
import { useAuditLogQuery } from '@gramota/store';
import { Button, FormAlert, readApiError } from '@gramota/ui';
import { useVaultError } from './use-vault-error';
import styles from './stamps-page.module.css';

const YEAR_DAYS = 365;

/**
 * How long the log keeps an entry, as the server answers it (AUDIT_RETENTION_DAYS): in years
 * when the days are whole 365-day years (1095 → 3 years), else in days.
 */
export function retentionText(t: TFunction<'profile'>, days: number): string {
  return days % YEAR_DAYS === 0
    ? t('vault.log.keptYears', { count: days / YEAR_DAYS })
    : t('vault.log.keptDays', { count: days });
}

/**
 * The owner's log of everything done with the school's stamps (issue 37): filtered by action
 * and days, newest first, page by page, and the same as a CSV for a spreadsheet.
 */
export function AuditLogSection() {
  const { t, i18n } = useTranslation('profile');
  const vaultError = useVaultError();
  const [filters, setFilters] = useState<AuditLogQuery>({});
  // The first page's answer (the same query the first LogPage makes, so no second request)
  // says how long this server keeps entries; until it comes, the intro names no period.
  const retentionDays = useAuditLogQuery(filters).data?.retention_days;
  const [pages, setPages] = useState<string[]>([]);
  const set = (change: AuditLogQuery) => {
    setFilters((now) => ({ ...now, ...change }));
    setPages([]);
  };
  const csv = `${stampVaultPaths.auditCsv(filters)}${
    Object.keys(filters).some((key) => filters[key as keyof AuditLogQuery]) ? '&' : '?'
  }lng=${encodeURIComponent(i18n.language)}`;
  return (
    <section className={styles.section} data-testid="audit-log">
      <h2 className={styles.sectionTitle}>{t('vault.log.title')}</h2>
      <p className={styles.muted} data-testid="audit-intro">
        {t('vault.log.intro')}
        {retentionDays ? ` ${retentionText(t, retentionDays)}` : null}
      </p>
      <div className={styles.filters}>
        <label>
          {t('vault.log.action')}{' '}
          <select
            value={filters.action ?? ''}
            onChange={(event) => set({ action: event.target.value as AuditLogQuery['action'] })}
          >
            <option value="">{t('vault.log.any')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`vault.actions.${action}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('vault.log.from')}{' '}
          <input
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label>
          {t('vault.log.to')}{' '}
          <input
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        <a href={csv} download data-testid="audit-csv">
          {t('vault.log.csv')}
        </a>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('vault.log.when')}</th>
              <th>{t('vault.log.who')}</th>
              <th>{t('vault.log.what')}</th>
              <th>{t('vault.log.stamp')}</th>
              <th>{t('vault.log.doc')}</th>
            </tr>
          </thead>
          {[undefined, ...pages].map((before) => (
            <LogPage
              key={before ?? 'first'}
              query={{ ...filters, ...(before && { before }) }}
              onMore={(next) => setPages((now) => (now.includes(next) ? now : [...now, next]))}
              last={before === pages[pages.length - 1]}
              vaultError={vaultError}
            />
          ))}
        </table>
      </div>
    </section>
  );
}

function LogPage({
  query,
  onMore,
  last,
  vaultError,
}: {
  query: AuditLogQuery;
  onMore(next: string): void;
  last: boolean;
  vaultError: ReturnType<typeof useVaultError>;
}) {
  const { t, i18n } = useTranslation('profile');
  const { data, error } = useAuditLogQuery(query);
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <tbody>
      {error ? (
        <tr>
          <td colSpan={5}>
            <FormAlert message={vaultError(readApiError(error))} />
          </td>
        </tr>
      ) : null}
      {data?.events.length === 0 && !query.before ? (
        <tr>
          <td colSpan={5} className={styles.muted}>
            {t('vault.log.empty')}
          </td>
        </tr>
      ) : null}
      {data?.events.map((event: AuditEventInfo) => (
        <tr key={event.id} data-action={event.action} data-outcome={event.outcome}>
          <td>{when(event.at)}</td>
          <td>{event.actor}</td>
          <td className={event.outcome === 'refused' ? styles.refused : undefined}>
            {t(`vault.actions.${event.action}`)}
            {event.outcome === 'refused' ? ` — ${t('vault.log.refused')}` : ''}
          </td>
          <td>{event.stamp_name}</td>
          <td>{event.doc_name}</td>
        </tr>
      ))}
      {last && data?.next ? (
        <tr>
          <td colSpan={5}>
            <Button onClick={() => onMore(data.next!)}>{t('vault.log.more')}</Button>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
