import { useTranslation } from 'react-i18next';
import { appPaths, type PayGetAnswer } from '@gramota/contracts';
import { useNotify } from '@gramota/shell-api';
import { Button, formatDate } from '@gramota/ui';
import styles from './pay.module.css';

/**
 * Team all-templates sharing (seed 001 §6): a member sees the organisation and the end date; a
 * buyer sees each team's members and the connect links not used yet, to copy and send.
 */
export function Teams({ pay }: { pay: PayGetAnswer }) {
  const { t, i18n } = useTranslation(['pay']);
  const notify = useNotify();
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('pay:team.copied'));
    } catch {
      notify.info(link);
    }
  };
  if (!pay.all_share_team && pay.teams.length === 0) return null;
  return (
    <section className={styles.section} data-testid="teams">
      <h2>{t('pay:team.title')}</h2>
      {pay.all_share_team ? (
        <p data-testid="team-member">
          {t('pay:team.member', {
            org: pay.all_share_team_org,
            date: formatDate(pay.all_share_team_date_end, i18n.language),
          })}
        </p>
      ) : null}
      {pay.teams.map((team) => (
        <div key={team.uid} className={styles.team}>
          <p>
            <strong>{team.org}</strong> ·{' '}
            {t('pay:team.seats', { used: team.members.length, total: team.seats })} ·{' '}
            {t('pay:licences.until', { date: formatDate(team.date_end, i18n.language) })}
          </p>
          {team.members.length > 0 ? (
            <ul className={styles.list}>
              {team.members.map((member) => (
                <li key={`${member.email}:${member.joined}`}>
                  {member.name || member.email} {member.name ? `(${member.email})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          {team.invites.length > 0 ? <p>{t('pay:team.invites')}</p> : null}
          <ul className={styles.list}>
            {team.invites.map((uid) => {
              const link = window.location.origin + appPaths.payConnect(uid);
              return (
                <li key={uid} className={styles.invite}>
                  <code>{link}</code>
                  <Button variant="link" onClick={() => void copy(link)}>
                    {t('pay:team.copy')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
