import { useTranslation } from 'react-i18next';
import { SPREADSHEET_LIMITS, type DriveGroupAnswer } from '@gramota/contracts';
import { AreaPage, EmptyState, formatDateTime } from '@gramota/ui';
import { useDriveGroupQuery } from './drive-group.api';
import styles from './drive-group.module.css';

/** Still changing: a file being made or a message not yet sent. */
const settled = (answer: DriveGroupAnswer | undefined) =>
  !!answer && answer.files.every((file) => file.state !== 'wait' && file.mail_state !== 'waiting');

/** File names shown at most 40 characters, cut to 35 (seed 001 §5). */
const shownName = (name: string) =>
  [...name].length > SPREADSHEET_LIMITS.fileNameShown
    ? `${[...name].slice(0, SPREADSHEET_LIMITS.fileNameCut).join('')}…`
    : name;

/**
 * A drive-create run's group (/app/drive/folder/{key}/{group_id}/): its files, each with its
 * state, its address and its message's state, refreshed every 4 s until nothing changes.
 */
export function DriveGroupPage({ driveKey, groupId }: { driveKey: string; groupId: string }) {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const query = useDriveGroupQuery({ key: driveKey, groupId });
  const answer = query.data;
  useDriveGroupQuery(
    { key: driveKey, groupId },
    { pollingInterval: settled(answer) || query.isError ? 0 : SPREADSHEET_LIMITS.statusPollMs },
  );
  const when = (ms: number) => formatDateTime(ms, undefined, i18n.language);

  if (query.isError) {
    const status = (query.error as { status?: unknown }).status;
    return (
      <AreaPage page="drive" title={t('common:pages.drive')}>
        <EmptyState
          title={t('common:pages.drive')}
          text={t(status === 404 ? 'storage:driveGroup.notFound' : 'storage:driveGroup.loadFailed')}
        />
      </AreaPage>
    );
  }
  if (!answer) return <AreaPage page="drive" title={t('common:pages.drive')} />;
  const { group, files } = answer;
  return (
    <AreaPage page="drive" title={t('storage:driveGroup.title', { name: group.name })}>
      <p className={styles.note}>
        {t('storage:driveGroup.created', { time: when(group.time) })}
        {group.email_send === '1'
          ? ` · ${t('storage:driveGroup.mailAfter', { time: when(group.send_after) })}`
          : ''}
      </p>
      <table className={styles.table} data-testid="drive-group-files">
        <thead>
          <tr>
            {(['row', 'name', 'state', 'email', 'mail'] as const).map((column) => (
              <th key={column}>{t(`storage:driveGroup.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={`${file.row}-${file.id}`} data-state={file.state} data-mail={file.mail_state}>
              <td>{file.row}</td>
              <td title={file.name}>
                {file.jpeg ? (
                  <a href={file.jpeg} target="_blank" rel="noreferrer">
                    {shownName(file.name)}
                  </a>
                ) : (
                  shownName(file.name)
                )}
                {file.pdf ? (
                  <>
                    {' · '}
                    <a href={file.pdf} target="_blank" rel="noreferrer">
                      {t('storage:driveGroup.pdf')}
                    </a>
                  </>
                ) : null}
              </td>
              <td>{t(`storage:driveGroup.states.${file.state}`)}</td>
              <td>{file.email || '—'}</td>
              <td>
                {t(`storage:driveGroup.mail.${file.mail_state}`)}
                {file.sent_at ? ` · ${when(file.sent_at)}` : ''}
                {file.mail_refusal ? (
                  <div className={styles.note} data-refusal={file.mail_refusal}>
                    {t(`storage:driveGroup.refusals.${file.mail_refusal}`)}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AreaPage>
  );
}
