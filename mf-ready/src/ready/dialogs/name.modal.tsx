import { useTranslation } from 'react-i18next';
import { NameForm } from '@gramota/ui';
import { readyErrorMessage } from '../../common/ready-errors';

export interface NameModalProps {
  initialName: string;
  maxLength: number;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  close: () => void;
}

/** New folder and rename of Ready files: the shared name form with this area's error texts. */
export function NameModal(props: NameModalProps) {
  const { t } = useTranslation(['ready', 'common']);
  return (
    <NameForm
      {...props}
      label={t('ready:ready.folders.name')}
      errorMessage={(error) => readyErrorMessage(t, error)}
    />
  );
}
