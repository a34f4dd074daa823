import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_ACTIONS,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  type AiAction,
  type Language,
} from '@gramota/contracts';
import { Button } from '@gramota/ui';
import styles from './ai-support.modal.module.css';

export interface AiQuickActionsProps {
  /** The text selected in the document ('' when none). */
  selection: string;
  busy: boolean;
  onAction(action: AiAction, language: Language): void;
}

const PREVIEW_MAX = 300;

/** Shorter, more formal, fix spelling, translate: the selected text sent with the action. */
export function AiQuickActions({ selection, busy, onAction }: AiQuickActionsProps) {
  const { t, i18n } = useTranslation('ai');
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(i18n.language) && i18n.language !== 'ru' ? i18n.language : 'en',
  );
  if (!selection.trim()) return <p className={styles.muted}>{t('ai.selection.none')}</p>;
  const preview =
    selection.length > PREVIEW_MAX ? `${selection.slice(0, PREVIEW_MAX)}…` : selection;
  return (
    <section className={styles.selection} aria-label={t('ai.selection.title')}>
      <h3 className={styles.heading}>{t('ai.selection.title')}</h3>
      <blockquote className={styles.quote} data-testid="ai-selection">
        {preview}
      </blockquote>
      <div className={styles.actions}>
        {AI_ACTIONS.filter((action) => action !== 'translate').map((action) => (
          <Button
            key={action}
            disabled={busy}
            data-testid={`ai-action-${action}`}
            onClick={() => onAction(action, language)}
          >
            {t(`ai.actions.${action}`)}
          </Button>
        ))}
        <span className={styles.translate}>
          <label>
            <span className={styles.hidden}>{t('ai.selection.language')}</span>
            <select
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) setLanguage(event.target.value);
              }}
            >
              {LANGUAGES.map((one) => (
                <option key={one} value={one}>
                  {LANGUAGE_NAMES[one]}
                </option>
              ))}
            </select>
          </label>
          <Button
            disabled={busy}
            data-testid="ai-action-translate"
            onClick={() => onAction('translate', language)}
          >
            {t('ai.actions.translate')}
          </Button>
        </span>
      </div>
    </section>
  );
}
