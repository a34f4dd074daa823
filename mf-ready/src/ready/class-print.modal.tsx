import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, printApiPaths } from '@gramota/contracts';
import { Button, buttonClasses, dialogClasses } from '@gramota/ui';
import {
  PrintLayoutFields,
  PLAIN_PRINT,
  printLayoutFields,
  printLayoutProblem,
  type PrintLayoutValue,
} from '@gramota/ui/print';
import { usePrintersQuery } from '@gramota/store';
import { useShellApi } from '@gramota/shell-api';

export interface ClassPrintModalProps {
  /** The run's made files, in table order. */
  ids: readonly string[];
  close: () => void;
}

/** A class's print starts as two to a sheet: the plain class PDF is the button beside this one. */
const START: PrintLayoutValue = { ...PLAIN_PRINT, mode: 'sheet' };

/**
 * The whole class laid out for paper (issue 36): onto pre-printed blanks through a saved printer,
 * several to an A4 sheet (the sheet count shown first), or for a print shop; one PDF in table
 * order, downloaded as it is made.
 */
export function ClassPrintModal({ ids, close }: ClassPrintModalProps) {
  const { t } = useTranslation(['paper', 'common']);
  const { navigate } = useShellApi();
  const printers = usePrintersQuery();
  const [value, setValue] = useState<PrintLayoutValue>(START);
  // A plain class print is the run's one PDF beside this button: not offered twice.
  const problem = value.mode === 'plain' ? { code: 'layout_invalid' } : printLayoutProblem(value);
  const href = printApiPaths.massPrint(ids, printLayoutFields(value));
  return (
    <div className={dialogClasses.body} data-testid="class-print">
      <p>{t('paper:classPrintHint')}</p>
      <PrintLayoutFields
        value={value}
        onChange={setValue}
        printers={printers.data ?? []}
        documents={ids.length}
        onSetUpPrinters={() => {
          close();
          navigate(appPaths.settings());
        }}
      />
      <div className={dialogClasses.actions}>
        <Button type="button" variant="secondary" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        {problem ? (
          <Button variant="primary" disabled>
            {t('paper:download')}
          </Button>
        ) : (
          <a className={buttonClasses('primary')} href={href} download onClick={close}>
            {t('paper:download')}
          </a>
        )}
      </div>
    </div>
  );
}
