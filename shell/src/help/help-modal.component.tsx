import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAppPath } from '@gramota/contracts';
import { isHelpSlug } from './help-pages';
import { HelpArticle } from './help-article.component';
import { HelpTopics } from './help-topics.component';
import { helpModalMaxSize, clampHelpModalSize, type BoxSize } from './help-size';
import { useHelpPages } from './use-help-pages';
import styles from './help.module.css';

/** Room the dialog around the box takes: its padding, header, and the backdrop's top gap. */
const frameRoom = (): BoxSize => ({ width: 48, height: 96 + window.innerHeight * 0.1 });
const viewport = (): BoxSize => ({ width: window.innerWidth, height: window.innerHeight });
const PREFERRED: BoxSize = { width: 640, height: 560 };

/**
 * The help modal's content: a box the user resizes by its corner (CSS resize) within 300x100 and
 * 1080x1920, never past the window. The browser keeps the size the user gave it while it is open;
 * only the limit follows the window.
 */
export function HelpModal({ slug, close }: { slug: string; close: () => void }) {
  const { t } = useTranslation('help');
  // openHelpModal fetched the language's pages before opening, so they are here at once.
  const pages = useHelpPages();
  const [max, setMax] = useState(() => helpModalMaxSize(viewport(), frameRoom()));
  const [initial] = useState(() => clampHelpModalSize(PREFERRED, viewport(), frameRoom()));
  useEffect(() => {
    const onResize = () => setMax(helpModalMaxSize(viewport(), frameRoom()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <div
      className={styles.resizable}
      data-testid="help-modal"
      data-help-resizable="true"
      style={{
        width: initial.width,
        height: initial.height,
        maxWidth: max.width,
        maxHeight: max.height,
      }}
    >
      {!pages ? null : isHelpSlug(slug) ? (
        <>
          <HelpArticle page={pages[slug]} headingLevel={3} />
          <p>
            <a href={buildAppPath('help', ...slug.split('/'))} onClick={close}>
              {t('openAsPage')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('notFound')}</p>
          <HelpTopics pages={pages} />
        </>
      )}
    </div>
  );
}
