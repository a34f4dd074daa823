import { useTranslation } from 'react-i18next';
import styles from './help.modal.module.css';

/** A short guide to the editor screen (the product's help pages are not part of this app yet). */
export function HelpModal() {
  const { t } = useTranslation('redactor');
  const items = t('redactor.help.items', { returnObjects: true }) as string[];
  return (
    <div className={styles.body} data-testid="help-modal">
      <ul className={styles.list}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
