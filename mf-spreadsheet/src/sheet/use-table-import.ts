import { useCallback, useEffect, useRef } from 'react';
import { SPREADSHEET_LIMITS, type ImportedTable } from '@gramota/contracts';
import {
  useSpreadsheetGetCsvMutation,
  useSpreadsheetGoogleSetMutation,
  useSpreadsheetUploadMutation,
} from '../spreadsheet.api';

/** Polls of get-csv before giving up (500 ms apart: a minute). */
const MAX_POLLS = 120;

/**
 * The two imports (seed 001 §2, §7): a .csv/.xlsx file POSTed to the upload call, or a sheet link
 * given to spreadsheet-google-set; either answers a data_id, and get-csv is asked every 500 ms
 * until its status is ready. Resolves to the table read, rejects with the failed call's error.
 * `language`: the teacher's interface language ('ru', 'kz'...): an .xlsx's dates are written as
 * it writes them.
 */
export function useTableImport(docId: string, language: string) {
  const [upload] = useSpreadsheetUploadMutation();
  const [googleSet] = useSpreadsheetGoogleSetMutation();
  const [getCsv] = useSpreadsheetGetCsvMutation();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const poll = useCallback(
    async (dataId: string): Promise<ImportedTable> => {
      for (let attempt = 0; attempt < MAX_POLLS && alive.current; attempt += 1) {
        const answer = await getCsv(dataId).unwrap();
        if (answer.status === 'ready') return answer.table;
        await new Promise((resolve) => setTimeout(resolve, SPREADSHEET_LIMITS.csvPollMs));
      }
      throw { status: 'TIMEOUT', data: { result: 'error', error_code: 'internal' } };
    },
    [getCsv],
  );

  // 'ru-RU' → 'ru': the server knows the interface languages by their two letters.
  const lang = language.split('-')[0]!;
  const fromFile = useCallback(
    async (file: File) => poll((await upload({ docId, file, lang }).unwrap()).data_id),
    [docId, lang, poll, upload],
  );
  const fromLink = useCallback(
    async (link: string) => poll((await googleSet({ docId, link }).unwrap()).data_id),
    [docId, googleSet, poll],
  );
  return { fromFile, fromLink };
}
