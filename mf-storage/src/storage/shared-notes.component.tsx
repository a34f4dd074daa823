import { useTranslation } from 'react-i18next';
import type { StorageGetAnswer, StorageOwner, SharePermission } from '@gramota/contracts';
import { ScreenNote } from '@gramota/ui';

const ownerName = (owner: StorageOwner) => owner.name || owner.email;

/** Another account's folder is shown: whose it is, and whether this account may change it. */
export function SharedFolderNote({
  shared,
}: {
  shared: NonNullable<StorageGetAnswer['shared_folder']>;
}) {
  const { t } = useTranslation('storage');
  return (
    <ScreenNote>
      <span data-testid="shared-folder-note">
        {t('storage.shared.folder', {
          name: ownerName(shared.shared_by),
          email: shared.shared_by.email,
        })}{' '}
        {t(shared.permission === 'edit' ? 'storage.shared.canEdit' : 'storage.shared.viewOnly')}
      </span>
    </ScreenNote>
  );
}

/** The first selected item of another account: whose it is and what this account may do. */
export function SharedItemNote({
  item,
}: {
  item: { shared_by?: StorageOwner; permission?: SharePermission } | undefined;
}) {
  const { t } = useTranslation('storage');
  if (!item?.shared_by) return null;
  return (
    <ScreenNote>
      <span data-testid="shared-note">
        {t('storage.shared.by', {
          name: ownerName(item.shared_by),
          email: item.shared_by.email,
        })}{' '}
        {t(item.permission === 'edit' ? 'storage.shared.canEdit' : 'storage.shared.viewOnly')}
      </span>
    </ScreenNote>
  );
}
