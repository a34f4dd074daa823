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
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // Decided once per page load, on the settings the session brought (the chrome renders after
    // it answered): a language chosen later in this page is not second-guessed.
    if (!enabled || decided.current) return;
    decided.current = true;
    const detected = browserLanguage(navigator.languages ?? [navigator.language]);
    const suggest = shouldSuggestLanguage({
      detected,
      current: i18n.language,
      alreadyShown: settings.changeLngModal === true,
      display,
      userAgent: navigator.userAgent,
    });
    if (!suggest || detected === null) return;
    timer.current = setTimeout(() => {
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
  }, [enabled, settings.changeLngModal, display, i18n, showModal, dispatch]);
}
