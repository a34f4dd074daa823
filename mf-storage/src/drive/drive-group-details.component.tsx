import { useTranslation } from 'react-i18next';
import type { DriveGroupItem } from '@gramota/contracts';
import { ScreenNote, type FileItem } from '@gramota/ui';

/**
 * How many files of the selected group are made (the browser's cards have no slot for it): the
 * teacher sees at a glance whether a run is finished before opening it.
 */
export function DriveGroupDetails({
  selected,
  groups,
}: {
  selected: readonly FileItem[];
  groups: ReadonlyMap<string, DriveGroupItem>;
}) {
  const { t } = useTranslation('drive');
  if (selected.length > 1)
    return <ScreenNote>{t('drive.group.selected', { count: selected.length })}</ScreenNote>;
  const group = selected[0] && !selected[0].isFolder ? groups.get(selected[0].id) : undefined;
  if (!group) return null;
  return (
    <ScreenNote>
      <span data-testid="drive-group-details">
        {t('drive.group.made', { ready: group.ready, count: group.count })}
        {group.ready < group.count ? ` ${t('drive.group.making')}` : ''}
      </span>
    </ScreenNote>
  );
}
