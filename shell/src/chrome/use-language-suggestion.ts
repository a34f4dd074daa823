import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguage, useShellApi } from '@gramota/shell-api';
import { loadLanguage } from '@gramota/ui';
import {
  saveSettings,
  selectAppMode,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import { LanguageSuggestion } from './language-suggestion.component';
import { LANGUAGE_SUGGESTION_DELAY_MS, shouldSuggestLanguage } from './language-suggestion';

/**
 * Offers the browser's language once (seed 000 §4), written in that language so its reader can
 * understand the offer; the `changeLngModal` setting then keeps it from coming back.
 */
export function useLanguageSuggestion(enabled: boolean) {
  const { i18n } = useTranslation('shell');
  const { showModal } = useShellApi();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const { display } = useAppSelector(selectAppMode);
  const decided = useRef(false);

  useEffect(() => {
    // The chrome renders after the session answered, so the settings here are the saved ones.
    if (!enabled || decided.current) return undefined;
    const detected = browserLanguage(navigator.languages ?? [navigator.language]);
    const suggest = shouldSuggestLanguage({
      detected,
      current: i18n.language,
      alreadyShown: settings.changeLngModal === true,
      display,
      userAgent: navigator.userAgent,
    });
    if (!suggest || detected === null) return undefined;
    const timer = setTimeout(() => {
      decided.current = true;
      void loadLanguage(i18n, detected).then(() => {
        const t = i18n.getFixedT(detected, 'shell');
        showModal({
          title: t('languageSuggestion.title'),
          component: LanguageSuggestion,
          props: { language: detected },
        });
        void dispatch(saveSettings({ changeLngModal: true }));
      });
    }, LANGUAGE_SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, settings.changeLngModal, display, i18n, showModal, dispatch]);
}
