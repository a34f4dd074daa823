import { useTranslation } from 'react-i18next';
import { Button, dialogClasses, runtimeT } from '@gramota/ui';
import type { MadeFile } from '../creator-view';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';
import styles from './creator-dialogs.module.css';
import { RenderNotes } from './render-notes';

/**
 * The wait and done dialog of every type (seed 001 §4 Free flow, §8 Download failure, §9 direct
 * link): the free countdown, the polling, the download, the file's links and what the render
 * replaced (issue 6 "Bad input"). Closing it cancels.
 */
export function ProgressDialog({ flow, close }: CreatorDialogProps) {
  const { t } = useTranslation(['redactor', 'common']);
  const { view } = useCreatorSnapshot(flow);
  return (
    <div className={dialogClasses.body} data-testid="creator-progress" data-phase={view.phase}>
      <ProgressContent view={view} />
      <div className={dialogClasses.actions}>
        <Button onClick={close} data-testid="creator-progress-close">
          {t('common:actions.close')}
        </Button>
      </div>
    </div>
  );
}

function ProgressContent({ view }: { view: ReturnType<typeof useCreatorSnapshot>['view'] }) {
  const { t } = useTranslation('redactor');
  const key = (name: string) => runtimeT(t)(`redactor.creator.progress.${name}`);
  switch (view.phase) {
    case 'waiting':
      return (
        <>
          <p role="status">{key('preparing')}</p>
          <progress
            className={styles.progress}
            max={view.totalSeconds}
            value={view.totalSeconds - view.secondsLeft}
          />
          <p className={dialogClasses.muted} data-testid="creator-countdown">
            {t('redactor.creator.progress.secondsLeft', { seconds: view.secondsLeft })}
          </p>
          <p className={dialogClasses.muted}>{key('freeHint')}</p>
        </>
      );
    case 'loading':
      return (
        <>
          <p role="status">{key('loading')}</p>
          <progress className={styles.progress} />
          {view.directLink ? <DirectLink file={view.file} print={view.type === 'print'} /> : null}
        </>
      );
    case 'ready':
      return (
        <>
          <p role="status">{key(view.type === 'print' ? 'readyPrint' : 'readyExport')}</p>
          {view.type === 'export' ? (
            <p className={styles.links}>
              <span>{key('other')}</span>
              <a
                href={view.file.pdf}
                download={`${view.file.filename}.pdf`}
                target="_blank"
                rel="noopener"
              >
                {key('pdf')}
              </a>
            </p>
          ) : null}
          {view.directLink ? <DirectLink file={view.file} print={view.type === 'print'} /> : null}
          <RenderNotes notes={view.file.notes} />
        </>
      );
    case 'download-error':
      return (
        <>
          <p className={styles.error} role="alert" data-testid="creator-download-error">
            {key('error')}
          </p>
          <p>
            {key('errorHint')}{' '}
            <a href={view.file.url} target="_blank" rel="noopener">
              {key('link')}
            </a>
          </p>
        </>
      );
    case 'sending':
      return (
        <>
          <p role="status">{key('sending')}</p>
          <progress className={styles.progress} />
        </>
      );
    default:
      return (
        <>
          <p role="status">{key('preparing')}</p>
          <progress className={styles.progress} />
        </>
      );
  }
}

/** Shown 10 s in (seed 001 §9): the browser may have kept the file to itself. */
function DirectLink({ file, print }: { file: MadeFile; print: boolean }) {
  const { t } = useTranslation('redactor');
  return (
    <p className={dialogClasses.muted} data-testid="creator-direct-link">
      {t(`redactor.creator.progress.${print ? 'directLinkPrint' : 'directLink'}`)}{' '}
      <a href={file.url} target="_blank" rel="noopener">
        {t('redactor.creator.progress.link')}
      </a>
    </p>
  );
}
