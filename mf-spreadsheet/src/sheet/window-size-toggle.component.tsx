import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import { saveSettings, selectSettings, useAppDispatch, useAppSelector } from '@gramota/store';

/** Posted to the editor that frames the table: it sizes the frame (630 px, or window − 108). */
export const WINDOW_MAX_MESSAGE = 'gramota:spreadsheet-window-max';

function postToEditor(max: boolean) {
  if (window.parent === window) return;
  try {
    // Same origin only: a foreign page framing us learns nothing.
    if (window.parent.location.origin !== window.location.origin) return;
  } catch {
    return;
  }
  window.parent.postMessage({ type: WINDOW_MAX_MESSAGE, max }, window.location.origin);
}

/**
 * Maximise / restore the editor's modal frame (seed 001 §2, §9), kept as the profile setting
 * spreadsheet_window_max (seed 001 §3) and told to the framing editor at once.
 */
export function WindowSizeToggle() {
  const { t } = useTranslation('spreadsheet');
  const dispatch = useAppDispatch();
  const max = useAppSelector(selectSettings).spreadsheet_window_max === true;
  const toggle = () => {
    const next = !max;
    postToEditor(next);
    void dispatch(saveSettings({ spreadsheet_window_max: next }));
  };
  const label = max ? t('spreadsheet.actions.restore') : t('spreadsheet.actions.maximise');
  return (
    <Button onClick={toggle} aria-pressed={max} title={label} data-testid="window-size">
      {label}
    </Button>
  );
}
