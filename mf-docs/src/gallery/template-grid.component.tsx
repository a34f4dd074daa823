import type { TemplateCard as TemplateCardData } from '@gramota/contracts';
import { TemplateCard } from './template-card.component';
import styles from './template-grid.module.css';

/** Cards in a responsive grid; the first row's images load at once. */
export function TemplateGrid({
  cards,
  label,
}: {
  cards: readonly TemplateCardData[];
  label: string;
}) {
  return (
    <div className={styles.grid} role="list" aria-label={label} data-testid="template-grid">
      {cards.map((card, index) => (
        <div role="listitem" key={card.id}>
          <TemplateCard card={card} eager={index < 6} />
        </div>
      ))}
    </div>
  );
}
