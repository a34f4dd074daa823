import { useTranslation } from 'react-i18next';
import { appPaths } from '@gramota/contracts';

interface PrintPresentModalProps {
  close: () => void;
}

/** What the print-present modal says: printed copies of the made files can be ordered. */
export function PrintPresentModal({ close }: PrintPresentModalProps) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="print-present-modal">
      <p>{t('printPresent.text')}</p>
      <p>{t('printPresent.how')}</p>
      <a href={appPaths.payPrint()} onClick={close}>
        {t('printPresent.action')}
      </a>
    </div>
  );
}
