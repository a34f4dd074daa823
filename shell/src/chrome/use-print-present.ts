import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellApi } from '@gramota/shell-api';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';
import { usePrintPresentModalQuery } from './print-present.api';
import { PrintPresentModal } from './chrome-parts.lazy';

/** Seed 000 §10: how long after the print-present flag is set its modal shows. */
export const PRINT_PRESENT_DELAY_MS = 3000;

/**
 * Shows the print-present modal once, PRINT_PRESENT_DELAY_MS after the profile's `print_present`
 * setting turns up, and clears the setting so it does not show again on the next visit. Its words
 * come from GET /api/print-present-modal/ (asked as soon as the flag is seen); if that call fails,
 * the built-in words stand in.
 */
export function usePrintPresent(enabled: boolean) {
  const { t } = useTranslation('shell');
  const { showModal } = useShellApi();
  const dispatch = useAppDispatch();
  const flagged = useAppSelector(selectSettings).print_present === true;
  const shown = useRef(false);
  const [due, setDue] = useState(false);
  const wanted = enabled && flagged && !shown.current;
  const content = usePrintPresentModalQuery(undefined, { skip: !wanted });

  useEffect(() => {
    if (!wanted) return undefined;
    const timer = setTimeout(() => setDue(true), PRINT_PRESENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const answer = content.data ?? null;
  const failed = content.isError;
  useEffect(() => {
    if (!due || !wanted || (!answer && !failed)) return;
    shown.current = true;
    setDue(false);
    showModal({
      title: answer?.title ?? t('printPresent.title'),
      component: PrintPresentModal,
      props: { content: answer },
    });
    void dispatch(saveSettings({ print_present: false }));
  }, [due, wanted, answer, failed, showModal, dispatch, t]);
}
