import { useTranslation } from 'react-i18next';
import { TRANSLATED_LANGUAGES } from '@gramota/ui';
import styles from './language-modal.module.css';

interface LanguageModalProps {
  close: () => void;
  onChoose: (language: string) => void;
}

/** The language-selection modal (seed 000 §2). Lists the languages that have translations. */
export function LanguageModal({ close, onChoose }: LanguageModalProps) {
  const { t, i18n } = useTranslation('shell');
  return (
    <ul className={styles.list}>
      {TRANSLATED_LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className={
              language === i18n.language ? `${styles.option} ${styles.current}` : styles.option
            }
            data-language={language}
            onClick={() => {
              onChoose(language);
              close();
            }}
          >
            {t(`languages.${language}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
