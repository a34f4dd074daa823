import { useTranslation } from 'react-i18next';
import type { StorageDocument, StorageFolder } from '@gramota/contracts';
import { ScreenNote } from '@gramota/ui';

/**
 * The owner's trash: which of its items a colleague (with edit rights on the shared item) moved
 * there, and who, «Удалил(а): …», so nothing the owner shared disappears without a name.
 */
export function TrashedByNotes({ items }: { items: readonly (StorageDocument | StorageFolder)[] }) {
  const { t } = useTranslation('storage');
  return (
    <>
      {items.map((item) => {
        const person = item.trashed_by;
        if (!person) return null;
        return (
          <ScreenNote key={item.id}>
            <span data-testid="trashed-by-note">
              {t('storage.notes.trashedBy', {
                item: item.name,
                name: person.name ? `${person.name} (${person.email})` : person.email,
              })}
            </span>
          </ScreenNote>
        );
      })}
    </>
  );
}
