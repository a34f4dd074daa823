import { useTranslation } from 'react-i18next';
import { DOCS_LIMITS } from '@gramota/contracts';
import { NameForm } from '@gramota/ui';
import { docsErrorMessage } from '../../common/docs-errors';

export interface RenameModalProps {
  name: string;
  isFolder: boolean;
  rename: (name: string) => Promise<void>;
  close: () => void;
}

/** Rename one document or folder (the limits of the docs contract). */
export function RenameModal({ name, isFolder, rename, close }: RenameModalProps) {
  const { t } = useTranslation(['docs', 'common']);
  return (
    <NameForm
      initialName={name}
      maxLength={isFolder ? DOCS_LIMITS.folderNameMax : DOCS_LIMITS.docNameMax}
      label={t('docs:docs.folderForm.name')}
      submitLabel={t('docs:docs.folderForm.save')}
      onSubmit={rename}
      errorMessage={(error) => docsErrorMessage(t, error)}
      close={close}
    />
  );
}
