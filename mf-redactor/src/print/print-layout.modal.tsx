import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, dialogClasses } from '@gramota/ui';
import {
  PLAIN_PRINT,
  PrintLayoutFields,
  printLayoutFields,
  printLayoutProblem,
  type PrintLayoutValue,
} from '@gramota/ui/print';
import { usePrintersQuery } from '@gramota/store';

export interface PrintLayoutModalProps {
  /** Prints (or, for a print shop, orders) the document laid out as chosen. */
  onPrint(type: 'print' | 'print-order', layout: Record<string, string>): void;
  onSetUpPrinters(): void;
  close: () => void;
}

/**
 * How the document is printed on paper (issue 36): on a plain sheet, onto a pre-printed blank
 * through a saved printer, several copies to an A4 sheet (the sheet count shown first), or as a
 * print shop's PDF, which may go straight to a print order.
 */
export function PrintLayoutModal({ onPrint, onSetUpPrinters, close }: PrintLayoutModalProps) {
  const { t } = useTranslation(['paper', 'common', 'redactor']);
  const printers = usePrintersQuery();
  const [value, setValue] = useState<PrintLayoutValue>(PLAIN_PRINT);
  const problem = printLayoutProblem(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    close();
    onPrint('print', printLayoutFields(value));
  };

  return (
    <form className={dialogClasses.body} onSubmit={submit} data-testid="print-layout-form">
      <PrintLayoutFields
        value={value}
        onChange={setValue}
        printers={printers.data ?? []}
        withCopies
        onSetUpPrinters={() => {
          close();
          onSetUpPrinters();
        }}
      />
      <div className={dialogClasses.actions}>
        <Button type="button" variant="secondary" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        {value.mode === 'press' ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              close();
              onPrint('print-order', printLayoutFields(value));
            }}
          >
            {t('redactor:redactor.creator.types.print-order')}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={problem !== null}>
          {t('paper:print')}
        </Button>
      </div>
    </form>
  );
}
