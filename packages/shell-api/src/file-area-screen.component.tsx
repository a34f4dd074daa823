import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission, Settings } from '@gramota/contracts';
import {
  saveSettings,
  selectProfile,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import { AreaPage, type FileView, type SortState } from '@gramota/ui';
import { useRoute } from './route';
import { useShellApi } from './shell-api.context';
import { useNotify } from './use-notify';
import { ViewAccess } from './view-access.component';

/** The file areas: each its page (`common:pages.*`) and its browser setting (`{page}_view`). */
export type FileAreaPage = 'docs' | 'ready' | 'storage' | 'drive' | 'workshop';

export interface FileAreaScreenProps {
  page: FileAreaPage;
  /** What a granted-access account needs to see the area (seed 000 §5). */
  permission: Permission;
  children: ReactNode;
}

/** The frame of a file area screen: its heading, then the browser if the account may see it. */
export function FileAreaScreen({ page, permission, children }: FileAreaScreenProps) {
  const { t } = useTranslation('common');
  return (
    <AreaPage page={page} title={t(`pages.${page}`)}>
      <ViewAccess permission={permission}>{children}</ViewAccess>
    </AreaPage>
  );
}

/**
 * What the shell gives a file area's browser: the area's name, its address, whether it is the
 * embedded picker, the teacher's browser preferences and the toasts.
 */
export function useFileArea(page: FileAreaPage) {
  const { t } = useTranslation('common');
  const { rest, search } = useRoute();
  const { embed } = useShellApi();
  const preferences = useBrowserPreferences(`${page}_view`);
  const notify = useNotify();
  return { name: t(`pages.${page}`), rest, search, embed, preferences, notify };
}

const NEWEST_FIRST: SortState = { key: 'time', direction: 'desc' };

/**
 * What the teacher chose for a file area's browser: the view (kept in the settings object under
 * `{area}_view`, seed 000 §3), the sort of this visit (newest first), and the account's timezone.
 */
export function useBrowserPreferences(setting: `${FileAreaPage}_view`) {
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
