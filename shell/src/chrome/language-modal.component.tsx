import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@gramota/contracts';
import styles from './language-modal.module.css';

interface LanguageModalProps {
  close: () => void;
  onChoose: (language: Language) => void;
}

/** The language-selection modal (seed 000 §2): the seven interface languages, each in itself. */
export function LanguageModal({ close, onChoose }: LanguageModalProps) {
  const { i18n } = useTranslation('shell');
  return (
    <ul className={styles.list}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className={
              language === i18n.language ? `${styles.option} ${styles.current}` : styles.option
            }
            data-language={language}
            lang={language}
            aria-current={language === i18n.language ? 'true' : undefined}
            onClick={() => {
              onChoose(language);
              close();
            }}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        </li>
      ))}
    </ul>
  );
}
