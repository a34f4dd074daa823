import { useTranslation } from 'react-i18next';
import type { TemplateCard as TemplateCardData } from '@gramota/contracts';
import { formatDate } from '@gramota/ui';
import { AreaLink } from '../common/area-link.component';
import { useCardAction } from './use-card-action';
import styles from './template-card.module.css';

/** Page proportions of the thumbnail frame, so the grid does not jump while images load. */
export const FORMAT_RATIO: Record<string, string> = {
  a4: '210 / 297',
  a5: '148 / 210',
  a4h: '297 / 210',
};

interface TemplateCardProps {
  card: TemplateCardData;
  /** Eager images for the first row; the rest load when scrolled to. */
  eager?: boolean;
}

/** One template of the gallery: its thumbnail, name, format and PRO badge. */
export function TemplateCard({ card, eager = false }: TemplateCardProps) {
  const { t, i18n } = useTranslation('gallery');
  const { href, onChoose } = useCardAction();
  const landscape = card.format === 'a4h';
  return (
    <article
      className={landscape ? `${styles.card} ${styles.landscape}` : styles.card}
      data-template-id={card.id}
      data-template-name={card.name}
      data-testid="template-card"
    >
      {/* Named by what it shows (name, format, PRO): WCAG 2.5.3 Label in Name. */}
      <AreaLink
        href={href(card)}
        className={styles.link}
        onClick={(event) => onChoose(card, event)}
      >
        <span className={styles.frame}>
          <span className={styles.paper} style={{ aspectRatio: FORMAT_RATIO[card.format] }}>
            <img
              className={styles.image}
              src={card.img}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
          </span>
        </span>
        <span className={styles.caption}>
          <span className={styles.name}>{card.name}</span>
          <span className={styles.meta}>
            {t(`formats.${card.format}`, { defaultValue: card.format.toUpperCase() })}
            {card.end
              ? ` · ${t('card.licenceUntil', { date: formatDate(card.end, i18n.language) })}`
              : ''}
          </span>
        </span>
        {card.pro === '1' ? (
          <span className={styles.pro} data-testid="pro-badge">
            {t('card.pro')}
          </span>
        ) : null}
      </AreaLink>
    </article>
  );
}
