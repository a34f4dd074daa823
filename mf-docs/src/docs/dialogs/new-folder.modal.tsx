import { useTranslation } from 'react-i18next';
import { DOCS_LIMITS } from '@gramota/contracts';
import { NameForm } from './name-form.component';

export interface NewFolderModalProps {
  create: (name: string) => Promise<void>;
  close: () => void;
}

/** New folder, named 'New folder' / 'Новая папка' until the teacher types another name. */
export function NewFolderModal({ create, close }: NewFolderModalProps) {
  const { t } = useTranslation('docs');
  return (
    <NameForm
      initialName={t('docs.defaultFolderName')}
      maxLength={DOCS_LIMITS.folderNameMax}
      submitLabel={t('docs.folderForm.create')}
      onSubmit={create}
      close={close}
    />
  );
}
