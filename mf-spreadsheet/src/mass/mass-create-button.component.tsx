import { useTranslation } from 'react-i18next';
import { Button } from '@gramota/ui';
import type { MassCreateButtonProps } from './mass-button-props';
import { useMassCreate } from './use-mass-create';

/** The topbar's "Create documents": one file per checked row (seed 001 §4, §6). */
export function MassCreateButton(props: MassCreateButtonProps) {
  const { t } = useTranslation('spreadsheet');
  const { start, busy } = useMassCreate(props);
  return (
    <Button variant="primary" onClick={start} disabled={busy} data-testid="mass-create">
      {t('mass.create')}
    </Button>
  );
}
