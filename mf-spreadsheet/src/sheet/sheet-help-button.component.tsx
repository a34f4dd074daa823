import { useTranslation } from 'react-i18next';
import { buildAppPath, useShellApi } from '@gramota/shell-api';
import { Button } from '@gramota/ui';

/** The mass-creation help page, in the shell's help modal (seed 000 §4), like the editors' Help. */
export function SheetHelpButton({ className }: { className?: string }) {
  const { t } = useTranslation('spreadsheet');
  const { openHelp } = useShellApi();
  return (
    <Button
      className={className}
      data-testid="spreadsheet-help"
      onClick={() => openHelp(buildAppPath('help', 'spreadsheet'))}
    >
      {t('spreadsheet.actions.help')}
    </Button>
  );
}
