import { useTranslation } from 'react-i18next';
import type { CreatorView } from './creator-view';
import styles from './creator-banner.module.css';

interface CreatorBannerProps {
  view: CreatorView;
  onHide(): void;
}

/**
 * The PRO background wait (seed 001 §4): print and export do not block the editor; this banner
 * says preparing, loading, ready (the flow hides it 7 s later), or ERROR with the direct link.
 */
export function CreatorBanner({ view, onHide }: CreatorBannerProps) {
  const { t } = useTranslation('redactor');
  if (!('background' in view) || !view.background) return null;
  const state =
    view.phase === 'loading'
      ? 'loading'
      : view.phase === 'ready'
        ? 'ready'
        : view.phase === 'download-error'
          ? 'error'
          : 'preparing';
  const file = 'file' in view ? view.file : null;
  const showLink = file && (state === 'error' || ('directLink' in view && view.directLink));
  return (
    <div
      className={styles.banner}
      role="status"
      aria-label={t('redactor.creator.banner.label')}
      data-testid="creator-banner"
      data-state={state}
    >
      <span className={state === 'error' ? styles.error : undefined}>
        {t(`redactor.creator.banner.${state}`)}
      </span>
      {showLink ? (
        <a href={file.url} target="_blank" rel="noopener">
          {t('redactor.creator.banner.link')}
        </a>
      ) : null}
      {state === 'ready' || state === 'error' ? (
        <button type="button" className={styles.hide} onClick={onHide}>
          {t('redactor.creator.banner.hide')}
        </button>
      ) : null}
    </div>
  );
}
