import { useTranslation } from 'react-i18next';
import type { RedactorTriggersAnswer } from '@gramota/contracts';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';
import styles from './info-banners.module.css';

type BannerKind = 'school' | 'unlimit';

const SETTING: Record<BannerKind, 'school_redactor_hide' | 'unlimit_redactor_hide'> = {
  school: 'school_redactor_hide',
  unlimit: 'unlimit_redactor_hide',
};

/**
 * The school and unlimited info banners (seed 001 §4, §6): each collapses to 45 px and back, and
 * the choice is kept in the profile settings.
 */
export function InfoBanners({ triggers }: { triggers: RedactorTriggersAnswer | undefined }) {
  const kinds: BannerKind[] = [];
  if (triggers?.is_school === '1') kinds.push('school');
  if (triggers?.is_unlimit === '1') kinds.push('unlimit');
  if (kinds.length === 0) return null;
  return (
    <div className={styles.banners}>
      {kinds.map((kind) => (
        <InfoBanner key={kind} kind={kind} />
      ))}
    </div>
  );
}

function InfoBanner({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation('redactor');
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSettings)[SETTING[kind]] === true;
  const id = `redactor-banner-${kind}`;
  return (
    <section
      className={collapsed ? `${styles.banner} ${styles.collapsed}` : styles.banner}
      data-testid={`banner-${kind}`}
      data-collapsed={collapsed ? 'true' : 'false'}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(`redactor.banners.${kind}.title`)}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={`${id}-text`}
          onClick={() =>
            void dispatch(
              saveSettings(
                kind === 'school'
                  ? { school_redactor_hide: !collapsed }
                  : { unlimit_redactor_hide: !collapsed },
              ),
            )
          }
        >
          {collapsed ? t('redactor.banners.expand') : t('redactor.banners.collapse')}
        </button>
      </div>
      <p id={`${id}-text`} className={styles.text} hidden={collapsed}>
        {t(`redactor.banners.${kind}.text`)}
      </p>
    </section>
  );
}
