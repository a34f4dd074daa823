import { useTranslation } from 'react-i18next';
import { AlertModal } from '@gramota/ui';

/** Over 30 documents selected for "create files" (seed 000 §8 'more than 30' modal). */
export function MoreThan30Modal({ count, close }: { count: number; close: () => void }) {
  const { t } = useTranslation('docs');
  return <AlertModal text={t('createFiles.moreThan30', { count })} close={close} />;
}
