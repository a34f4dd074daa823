import { useTranslation } from 'react-i18next';
import type { MassCreateButtonProps } from './index';

/** Placeholder until the mass creation flow lands (checks, progress, results). */
export function MassCreateButton(_props: MassCreateButtonProps) {
  const { t } = useTranslation('spreadsheet');
  return (
    <button type="button" disabled>
      {t('mass.create')}
    </button>
  );
}
