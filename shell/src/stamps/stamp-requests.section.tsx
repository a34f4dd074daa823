import { useTranslation } from 'react-i18next';
import type { StampRequestInfo } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { useDecideStampRequestMutation, useStampRequestsQuery } from '@gramota/store';
import { Button, FormAlert, readApiError } from '@gramota/ui';
import { useVaultError } from './use-vault-error';
import styles from './stamps-page.module.css';

/** Names and titles go in as typed: React escapes them, i18next must not do it twice. */
const RAW = { interpolation: { escapeValue: false } } as const;

/**
 * Requests to place a stamp: those the teacher may answer (approve or decline in one click, with
 * the document's preview), and the teacher's own with their answers.
 */
export function StampRequestsSection() {
  const { t } = useTranslation('profile');
  const { data } = useStampRequestsQuery();
  const toDecide = data?.to_decide ?? [];
  const mine = data?.mine ?? [];
  return (
    <>
      <section className={styles.section} data-testid="stamp-requests">
        <h2 className={styles.sectionTitle}>{t('vault.requests.title')}</h2>
        {toDecide.length === 0 ? <p className={styles.muted}>{t('vault.requests.none')}</p> : null}
        <ul className={styles.list}>
          {toDecide.map((request) => (
            <RequestToDecide key={request.id} request={request} />
          ))}
        </ul>
      </section>
      {mine.length > 0 ? (
        <section className={styles.section} data-testid="my-stamp-requests">
          <h2 className={styles.sectionTitle}>{t('vault.requests.mine')}</h2>
          <ul className={styles.list}>
            {mine.map((request) => (
              <li key={request.id} className={styles.request} data-request={request.id}>
                <div className={styles.requestBody}>
                  <span>
                    {t('vault.requests.mineLine', {
                      stamp: request.stamp_name,
                      doc: request.doc_name,
                      ...RAW,
                    })}
                  </span>
                  <span className={styles.muted}>{t(`vault.status.${request.status}`)}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function RequestToDecide({ request }: { request: StampRequestInfo }) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const vaultError = useVaultError();
  const [decide, { isLoading, error }] = useDecideStampRequestMutation();
  const pending = request.status === 'pending';
  const answer = (decision: 'approve' | 'decline') =>
    void decide({ id: request.id, decision })
      .unwrap()
      .then(() => notify.success(t(`vault.requests.${decision}d`)))
      .catch(() => undefined);
  return (
    <li className={styles.request} data-request={request.id}>
      {request.preview_url ? (
        <img
          className={styles.preview}
          src={request.preview_url}
          alt={t('vault.requests.preview', { doc: request.doc_name, ...RAW })}
        />
      ) : null}
      <div className={styles.requestBody}>
        <span>
          {t('vault.requests.line', {
            who: request.requester_name,
            stamp: request.stamp_name,
            doc: request.doc_name,
            ...RAW,
          })}
        </span>
        {request.note ? <q>{request.note}</q> : null}
        {pending ? (
          <div className={styles.actions}>
            <Button variant="primary" busy={isLoading} onClick={() => answer('approve')}>
              {t('vault.requests.approve')}
            </Button>
            <Button busy={isLoading} onClick={() => answer('decline')}>
              {t('vault.requests.decline')}
            </Button>
          </div>
        ) : (
          <span className={styles.muted}>
            {t(`vault.status.${request.status}`)}
            {request.decided_by_name ? ` — ${request.decided_by_name}` : ''}
          </span>
        )}
        <FormAlert message={error ? vaultError(readApiError(error)) : null} />
      </div>
    </li>
  );
}
