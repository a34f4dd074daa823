import type { DocsPathEntry } from '@gramota/contracts';
import { readApiError } from '../forms/api-error';

/** What a list screen reads of one list call (an RTK Query hook's result). */
export interface ListQueryPart<Answer> {
  currentData?: Answer;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Where a list stands, over the one or more calls it is made of. */
export interface ListStatus {
  /** Nothing to show yet (a first load, or a new question with no answer kept). */
  loading: boolean;
  /** Every call answered and none is being asked again (for 'Nothing found'). */
  settled: boolean;
  failed: boolean;
  /** Asks every call again (the error banner's button). */
  retry: () => void;
}

export function listStatus(parts: readonly ListQueryPart<unknown>[]): ListStatus {
  return {
    loading: parts.some((part) => part.isLoading || (part.isFetching && !part.currentData)),
    settled: parts.every((part) => part.isSuccess && !part.isFetching),
    failed: parts.some((part) => part.isError),
    retry: () => parts.forEach((part) => void part.refetch()),
  };
}

/** The part of a list answer every file area shares: its folders and the crumbs of the one shown. */
interface ListAnswer {
  folders?: Record<string, unknown>;
  path?: DocsPathEntry[];
}
type FolderOf<Answer> = Answer extends { folders?: Record<string, infer Folder> } ? Folder : never;

/** An area's list query hook: called once a render, skipped while nothing is to be asked. */
export type ListQueryHook<Query, Answer> = (
  args: { userKey: string; query: Query },
  options: { skip: boolean; refetchOnMountOrArgChange: true },
) => ListQueryPart<Answer>;

export interface FileListOptions<Query> {
  /** The login check's answer (the kit does not read the store; the area passes it on). */
  session: { login?: boolean; user_key?: string } | undefined;
  /** The arguments the skipped hook is called with while nothing is asked. */
  idle: Query;
  /** My documents have visitors' documents too; the other areas ask nothing for a visitor. */
  forVisitors?: boolean;
  /** Tell a 404 (`missing`) apart from a failure; otherwise a 404 fails like any error. */
  missingOn404?: boolean;
}

export interface FileListState<Answer extends ListAnswer> extends ListStatus {
  answer: Answer | undefined;
  folders: FolderOf<Answer>[];
  path: DocsPathEntry[];
  /** A visitor without an account. */
  signedOut: boolean;
  /** The route asks the server for something (not a short search, not a visitor's). */
  asked: boolean;
  /** With missingOn404: the folder does not exist for this account (gone, or not shared). */
  missing: boolean;
}

/**
 * The list a file area's route shows, read again each time the screen opens: the answer, its
 * folders and crumbs, and where the call stands.
 */
export function useFileListState<Query, Answer extends ListAnswer>(
  useList: ListQueryHook<Query, Answer>,
  /** What the route asks for; null when it asks nothing (a search too short). */
  query: Query | null,
  options: FileListOptions<Query>,
): FileListState<Answer> {
  const { session, idle, forVisitors = false, missingOn404 = false } = options;
  const userKey = session?.user_key ?? null;
  const signedOut = session?.login === false;
  const asks = Boolean(query) && (forVisitors || !signedOut);
  const list = useList(
    { userKey: userKey ?? '', query: query ?? idle },
    { skip: !userKey || !asks, refetchOnMountOrArgChange: true },
  );
  const answer = list.currentData;
  const missing = missingOn404 && list.isError && readApiError(list.error).status === 404;
  const status = listStatus([list]);
  return {
    ...status,
    answer,
    folders: Object.values(answer?.folders ?? {}) as FolderOf<Answer>[],
    path: answer?.path ?? [],
    signedOut,
    asked: asks,
    missing,
    failed: status.failed && !missing,
  };
}
