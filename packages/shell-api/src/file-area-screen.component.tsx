import { useState, type ReactNode } from 'react';
import type { Permission, Settings } from '@gramota/contracts';
import {
  saveSettings,
  selectProfile,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import { AreaPage, type FileView, type SortState } from '@gramota/ui';
import { ViewAccess } from './view-access.component';

export interface FileAreaScreenProps {
  page: string;
  title: string;
  /** What a granted-access account needs to see the area (seed 000 §5). */
  permission: Permission;
  children: ReactNode;
}

/** The frame of a file area screen: its heading, then the browser if the account may see it. */
export function FileAreaScreen({ page, title, permission, children }: FileAreaScreenProps) {
  return (
    <AreaPage page={page} title={title}>
      <ViewAccess permission={permission}>{children}</ViewAccess>
    </AreaPage>
  );
}

const NEWEST_FIRST: SortState = { key: 'time', direction: 'desc' };

/**
 * What the teacher chose for a file area's browser: the view (kept in the settings object under
 * `{area}_view`, seed 000 §3), the sort of this visit (newest first), and the account's timezone.
 */
export function useBrowserPreferences(
  setting: 'docs_view' | 'ready_view' | 'storage_view' | 'drive_view' | 'workshop_view',
) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const timezone = useAppSelector(selectProfile)?.timezone || undefined;
  const [sort, setSort] = useState<SortState>(NEWEST_FIRST);
  return {
    view: settings[setting] ?? 'thumbnail',
    onViewChange: (view: FileView) => {
      const change: Settings = {};
      change[setting] = view;
      void dispatch(saveSettings(change));
    },
    timezone,
    sort,
    onSortChange: setSort,
  };
}
