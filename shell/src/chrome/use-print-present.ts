import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellApi } from '@gramota/shell-api';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';
import { PrintPresentModal } from './print-present-modal.component';

/** Seed 000 §10: how long after the print-present flag is set its modal shows. */
export const PRINT_PRESENT_DELAY_MS = 3000;

/**
 * Shows the print-present modal once, PRINT_PRESENT_DELAY_MS after the profile's `print_present`
 * setting turns up, and clears the setting so it does not show again on the next visit.
 */
export function usePrintPresent(enabled: boolean) {
  const { t } = useTranslation('shell');
  const { showModal } = useShellApi();
  const dispatch = useAppDispatch();
  const flagged = useAppSelector(selectSettings).print_present === true;
  const shown = useRef(false);

  useEffect(() => {
    if (!enabled || !flagged || shown.current) return undefined;
    const timer = setTimeout(() => {
      shown.current = true;
      showModal({ title: t('printPresent.title'), component: PrintPresentModal, props: {} });
      void dispatch(saveSettings({ print_present: false }));
    }, PRINT_PRESENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, flagged, showModal, dispatch, t]);
}
