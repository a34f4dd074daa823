import { useTranslation } from 'react-i18next';
import styles from './plan-badge.module.css';

/** Free / Pro (seed 001 §6): the workshop plan of the account, from profile_is_workshop_pay. */
export function PlanBadge({ pay }: { pay: '0' | '1' }) {
  const { t } = useTranslation('workshop');
  const pro = pay === '1';
  return (
    <span
      className={pro ? `${styles.badge} ${styles.pro}` : styles.badge}
      title={t(pro ? 'list.plan.proTitle' : 'list.plan.freeTitle')}
      aria-label={`${t('list.plan.label')}: ${t(pro ? 'list.plan.pro' : 'list.plan.free')}`}
      data-testid="plan-badge"
    >
      {t(pro ? 'list.plan.pro' : 'list.plan.free')}
    </span>
  );
}
