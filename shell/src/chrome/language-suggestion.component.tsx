import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@gramota/contracts';
import { saveSettings, useAppDispatch } from '@gramota/store';
import { Button, switchLanguage } from '@gramota/ui';

interface LanguageSuggestionProps {
  language: Language;
  close: () => void;
}

/** The offer itself, in the suggested language; the teacher switches or keeps what she has. */
export function LanguageSuggestion({ language, close }: LanguageSuggestionProps) {
  const { i18n } = useTranslation('shell');
  const t = i18n.getFixedT(language, 'shell');
  const dispatch = useAppDispatch();
  return (
    <div data-testid="language-suggestion" lang={language}>
      <p>{t('languageSuggestion.text', { language: LANGUAGE_NAMES[language] })}</p>
      <Button
        variant="primary"
        onClick={() => {
          void switchLanguage(i18n, language);
          void dispatch(saveSettings({ lng: language }));
          close();
        }}
      >
        {t('languageSuggestion.switch', { language: LANGUAGE_NAMES[language] })}
      </Button>{' '}
      <Button onClick={close}>{t('languageSuggestion.stay')}</Button>
    </div>
  );
}
