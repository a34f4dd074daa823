import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { appPaths } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { docsErrorMessage } from '../../common/docs-errors';
import { useCreaterGetStatusMutation, useDocsCreateFileMutation } from '../docs.api';
import {
  FilesNotMade,
  initialJobState,
  runCreateFilesJob,
  type JobState,
} from './create-files-job';
import styles from './create-files.modal.module.css';

export interface CreateFilesModalProps {
  docIds: readonly string[];
  close: () => void;
}

/**
 * The progress of "create files" (seed 000 §4). A refused call (today: 501
 * generation_unavailable, until the Generation issue) stops the job and is said plainly.
 */
export function CreateFilesModal({ docIds, close }: CreateFilesModalProps) {
  const { t } = useTranslation(['docs', 'common']);
  const { navigate } = useShellApi();
  const [creator] = useDocsCreateFileMutation();
  const [getStatus] = useCreaterGetStatusMutation();
  const [state, setState] = useState<JobState>(() => initialJobState(docIds.length));

  useEffect(() => {
    const job = runCreateFilesJob(docIds, {
      send: async (docId) => (await creator(docId).unwrap()).doc,
      isReady: async (fileIds) => {
        const { status } = await getStatus(fileIds).unwrap();
        if (status === 'error') throw new FilesNotMade();
        return status === 'ready';
      },
      onChange: setState,
    });
    return () => job.cancel();
  }, [docIds, creator, getStatus]);

  const failed = state.phase === 'failed';
  const text = failed
    ? state.error instanceof FilesNotMade
      ? t('docs:createFiles.notMade')
      : docsErrorMessage(t, state.error)
    : state.phase === 'ready'
      ? t('docs:createFiles.ready')
      : state.phase === 'polling'
        ? t('docs:createFiles.waiting')
        : t('docs:createFiles.sending', { done: state.sent, total: state.total });

  return (
    <div className={styles.body} data-testid="create-files" data-phase={state.phase}>
      <div
        className={failed ? `${styles.bar} ${styles.failedBar}` : styles.bar}
        role="progressbar"
        aria-label={t('docs:createFiles.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
      >
        <div className={styles.fill} style={{ width: `${state.percent}%` }} />
      </div>
      <p
        className={failed ? `${styles.text} ${styles.error}` : styles.text}
        role={failed ? 'alert' : 'status'}
        data-testid="create-files-text"
      >
        {failed ? <strong>{t('docs:createFiles.stopped')}. </strong> : null}
        {text}
      </p>
      <div className={styles.actions}>
        {state.phase === 'ready' ? (
          <Button
            variant="primary"
            onClick={() => {
              close();
              navigate(appPaths.ready());
            }}
          >
            {t('docs:createFiles.openReady')}
          </Button>
        ) : null}
        <Button onClick={close}>{t('common:actions.close')}</Button>
      </div>
    </div>
  );
}
