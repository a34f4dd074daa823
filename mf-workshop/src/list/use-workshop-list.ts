import type { DocType, WorkshopDocument, WorkshopGetAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';
import { useFileListState, type FileListState } from '@gramota/ui';
import {
  defaultType,
  newestFirst,
  presentTypes,
  workshopQuery,
  type WorkshopRoute,
} from './workshop-route';
import { useWorkshopGetQuery } from './workshop-list.api';

export interface WorkshopListState extends FileListState<WorkshopGetAnswer> {
  templates: WorkshopDocument[];
  /** The type tabs: the types the account's templates have, in the tabs' order. */
  types: DocType[];
  pay: '0' | '1';
  /** A folder of another account shared with this one: whose, and what this account may do. */
  sharedFolder: WorkshopGetAnswer['shared_folder'];
}

/** What a route lists, from workshop-get (a visitor is asked nothing: it needs a session). */
export function useWorkshopList(route: WorkshopRoute): WorkshopListState {
  const session = api.useLoginCheckQuery().currentData;
  const options = { session, idle: { folder: 'root' } };
  const list = useFileListState(useWorkshopGetQuery, workshopQuery(route), options);
  const answer = list.answer;
  const all = Object.values(answer?.documents ?? {});
  // types/ without a letter reads every template: it shows those of the first type present.
  const shownType =
    route.view === 'types' ? (route.type ?? defaultType(answer?.types ?? [])) : null;
  const templates =
    route.view === 'recent'
      ? newestFirst(all)
      : shownType
        ? all.filter((template) => template.type === shownType)
        : all;
  return {
    ...list,
    templates,
    folders: route.view === 'recent' || route.view === 'types' ? [] : list.folders,
    types: presentTypes(answer?.types ?? []),
    pay: answer?.profile_is_workshop_pay ?? '0',
    sharedFolder: answer?.shared_folder,
  };
}
