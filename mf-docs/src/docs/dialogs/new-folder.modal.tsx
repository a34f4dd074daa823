import { useTranslation } from 'react-i18next';
import { DOCS_LIMITS } from '@gramota/contracts';
import { NameForm } from '@gramota/ui';
import { docsErrorMessage } from '../../common/docs-errors';

export interface NewFolderModalProps {
  create: (name: string) => Promise<void>;
  close: () => void;
}

/** New folder, named 'New folder' / 'Новая папка' until the teacher types another name. */
export function NewFolderModal({ create, close }: NewFolderModalProps) {
  const { t } = useTranslation(['docs', 'common']);
  return (
    <NameForm
      initialName={t('docs:docs.defaultFolderName')}
      maxLength={DOCS_LIMITS.folderNameMax}
      label={t('docs:docs.folderForm.name')}
      submitLabel={t('docs:docs.folderForm.create')}
      onSubmit={create}
      errorMessage={(error) => docsErrorMessage(t, error)}
      close={close}
    />
  );
}
