import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatVerifyId, verifyApiPaths, type VerifyFileRow } from '@gramota/contracts';
import { Button, formatDate } from '@gramota/ui';
import { useVerifyActions } from './use-verify-actions';
import { useVerifyFilesQuery } from './verify.api';
import styles from './verify.module.css';

/** The day a date field holds, as the last millisecond of that day in the teacher's time zone. */
const endOfDay = (value: string) => new Date(`${value}T23:59:59.999`).getTime();
const dateValue = (at: number | null) => {
  if (at === null) return '';
  const day = new Date(at);
  const two = (part: number) => String(part).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
};

/** A verifiable file's status (issue 35) for the selected file: its number, revoke, expiry. */
export function VerifyFileDetails({ readyId }: { readyId: number }) {
  const { data } = useVerifyFilesQuery({ readyIds: [readyId] });
  const file = data?.files[0];
  return file ? <VerifyFileCard file={file} /> : null;
}

function VerifyFileCard({ file }: { file: VerifyFileRow }) {
  const { t, i18n } = useTranslation('verify');
  const actions = useVerifyActions();
  const of = { readyIds: [file.ready_id] };
  const [until, setUntil] = useState(dateValue(file.expires_at));
  return (
    <div className={styles.card} data-testid="verify-file" data-status={file.status}>
      <span className={styles.number}>
        {t('number')}: <b>{formatVerifyId(file.id)}</b>
      </span>
      <span className={`${styles.status} ${styles[file.status]}`}>
        {t(`status.${file.status}`)}
        {file.revoked_at !== null && file.revoke_reason ? ` — ${file.revoke_reason}` : ''}
      </span>
      <a href={`/v/${file.id}`} target="_blank" rel="noreferrer">
        {t('open')}
      </a>
      <a href={verifyApiPaths.credential(file.id)} download>
        {t('credential')}
      </a>
      {file.revoked_at === null ? (
        <Button variant="danger" onClick={() => actions.revoke(of, t('revokeTitle'))}>
          {t('revoke')}
        </Button>
      ) : (
        <Button onClick={() => void actions.restore(of)}>{t('restore')}</Button>
      )}
      <form
        className={styles.expiry}
        onSubmit={(event) => {
          event.preventDefault();
          if (until) void actions.expire(of, endOfDay(until));
        }}
      >
        <label>
          {t('expiry')}
          <input
            type="date"
            name="expires_at"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={!until}>
          {t('expirySave')}
        </Button>
        {file.expires_at !== null ? (
          <>
            <span className={styles.muted}>{formatDate(file.expires_at, i18n.language)}</span>
            <Button
              onClick={() => {
                setUntil('');
                void actions.expire(of, null);
              }}
            >
              {t('expiryClear')}
            </Button>
          </>
        ) : null}
      </form>
    </div>
  );
}
