import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { appPaths, type CreatorType } from '@gramota/contracts';
import { useShellApi } from '@gramota/shell-api';
import { PrintLayoutModal, type PrintLayoutModalProps } from './print-layout.modal';

/**
 * The editor's «Как печатать…» (issue 36): the layout dialog, whose choice starts the creator's
 * print (or print order) with the layout's fields.
 */
export function usePrintLayout(run: (type: CreatorType, layout: Record<string, string>) => void) {
  const { t } = useTranslation('paper');
  const { showModal, navigate } = useShellApi();
  return useCallback(() => {
    showModal<Omit<PrintLayoutModalProps, 'close'>>({
      title: t('title'),
      component: PrintLayoutModal,
      props: {
        onPrint: (type, layout) => run(type, layout),
        onSetUpPrinters: () => navigate(appPaths.settings()),
      },
    });
  }, [navigate, run, showModal, t]);
}
