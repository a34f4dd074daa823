import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedFrame } from '../frame/embedded-frame.component';
import {
  isNavigateRequest,
  readWindowMax,
  spreadsheetFrame,
  spreadsheetFrameHeight,
} from './spreadsheet-frame';
import styles from './spreadsheet-frame.modal.module.css';

export interface SpreadsheetFrameModalProps {
  docId: string;
  /** The profile setting spreadsheet_window_max when the modal opened. */
  maximised: boolean;
  close: () => void;
}

/**
 * Mass creation from the editor (seed 001 §2, §9): the document's table in a frame 630 px high, or
 * the window's height minus 108 when maximised. Escape closes it from inside the frame too, unless
 * the table has a dialog of its own open; a navigation the table asks for (its ready files)
 * closes it, as the editor's window goes there.
 */
export function SpreadsheetFrameModal({ docId, maximised, close }: SpreadsheetFrameModalProps) {
  const { t } = useTranslation('redactor');
  const [max, setMax] = useState(maximised);
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);

  useEffect(() => {
    const onResize = () => setWindowHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <EmbeddedFrame
      className={styles.frame}
      style={{ height: `${spreadsheetFrameHeight(max, windowHeight)}px` }}
      src={spreadsheetFrame(docId)}
      title={t('redactor.spreadsheet.frameTitle')}
      testId="spreadsheet-frame"
      onMessage={(data) => {
        if (isNavigateRequest(data)) return close();
        const nextMax = readWindowMax(data);
        if (nextMax !== null) setMax(nextMax);
      }}
      onFrameKeyDown={(event, frameDocument) => {
        if (event.key !== 'Escape') return;
        // The table's own dialog takes this Escape (it closes itself). It marks the key as handled
        // (preventDefault): in a browser its dialog may already be gone from the page by the time
        // the key reaches this window, since React renders between the two listeners.
        if (event.defaultPrevented || frameDocument.querySelector('[role="dialog"]')) return;
        close();
      }}
    />
  );
}
