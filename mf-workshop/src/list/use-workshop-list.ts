import type {
  DocType,
  DocsPathEntry,
  WorkshopDocument,
  WorkshopFolder,
  WorkshopGetAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';
import { useUserKey } from '@gramota/shell-api';
import {
  defaultType,
  newestFirst,
  presentTypes,
  workshopQuery,
  type WorkshopRoute,
} from './workshop-route';
import { useWorkshopGetQuery } from './workshop-list.api';

export interface WorkshopListState {
  templates: WorkshopDocument[];
  folders: WorkshopFolder[];
  path: DocsPathEntry[];
  /** The type tabs: the types the account's templates have, in the tabs' order. */
  types: DocType[];
  pay: '0' | '1';
  /** A folder of another account shared with this one: whose, and what this account may do. */
  sharedFolder: WorkshopGetAnswer['shared_folder'];
  /** A visitor: no list is asked for (workshop-get needs a session). */
  signedOut: boolean;
  asked: boolean;
  loading: boolean;
  settled: boolean;
  failed: boolean;
  retry: () => void;
}

/** What a route lists, from workshop-get. */
export function useWorkshopList(route: WorkshopRoute): WorkshopListState {
  const userKey = useUserKey();
  const session = api.useLoginCheckQuery().currentData;
  const signedOut = session?.login === false;
  const query = workshopQuery(route);
  const list = useWorkshopGetQuery(
    { userKey: userKey ?? '', query: query ?? { folder: 'root' } },
    { skip: !userKey || signedOut || !query, refetchOnMountOrArgChange: true },
  );
  const answer = list.currentData;
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
    templates,
    folders:
      route.view === 'recent' || route.view === 'types' ? [] : Object.values(answer?.folders ?? {}),
    path: answer?.path ?? [],
    types: presentTypes(answer?.types ?? []),
    pay: answer?.profile_is_workshop_pay ?? '0',
    sharedFolder: answer?.shared_folder,
    signedOut,
    asked: Boolean(query) && !signedOut,
    loading: list.isLoading || (list.isFetching && !answer),
    settled: list.isSuccess && !list.isFetching,
    failed: list.isError,
    retry: () => void list.refetch(),
  };
}
