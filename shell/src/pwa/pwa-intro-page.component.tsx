import { useTranslation } from 'react-i18next';
import { api } from '@gramota/store';
import { buttonClasses } from '@gramota/ui';
import { INTRO_NEXT_PATH } from './version-check';
import { PWA_NS } from './register-pwa-strings';
import styles from './pwa-intro-page.module.css';

/**
 * The installable-app intro (/app/pwa/): where the installed app lands after a version change
 * (seed 000 §8) with the prices `pwa-int` sends. The link is a full load on purpose: the new
 * deploy's files are fetched, not the ones this page started with.
 */
export function PwaIntroPage() {
  const { t } = useTranslation(PWA_NS);
  const { data } = api.usePwaIntQuery();
  return (
    <section className={styles.intro} data-testid="pwa-intro">
      <h1>{t('intro.title')}</h1>
      <p>{t('intro.updated')}</p>
      <p>{t('intro.text')}</p>
      {data ? <p>{t('intro.prices', { one: data.one_short, all: data.all_from_short })}</p> : null}
      <a className={buttonClasses('primary')} href={INTRO_NEXT_PATH}>
        {t('intro.open')}
      </a>
    </section>
  );
}
