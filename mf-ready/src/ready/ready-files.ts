import type { DocsPathEntry, ReadyFile, ReadyFolder } from '@gramota/contracts';
import { useUserKey } from '@gramota/shell-api';
import { listStatus, type ListStatus } from '@gramota/ui';
import { inTableOrder, massFile } from './ready-items';
import { readyQuery, type ReadyRoute } from './ready-route';
import { useReadyGetDocsQuery, useReadyGetQuery, useReadySourceDocsOfTypeQuery } from './ready.api';

/** The create-files job's status poll (seed 000 §9), reused while a mass view still waits. */
const MASS_POLL_MS = 4000;

export interface ReadyFilesState extends ListStatus {
  files: ReadyFile[];
  /** Folders of the folder shown (top level, folder/{id}), the search or the trash. */
  folders: ReadyFolder[];
  /** Breadcrumbs of folder/{id}. */
  path: DocsPathEntry[];
  /** The route asks the server for something (not a short search). */
  asked: boolean;
  /** Mass view: files still being made, and files that could not be made. */
  waiting: number;
  failedFiles: number;
}

/** The files a route shows, from ready-get (lists) or ready-get-docs (mass/{ids}). */
export function useReadyFiles(route: ReadyRoute): ReadyFilesState {
  const userKey = useUserKey();
  const mass = route.view === 'mass' ? route.ids : null;
  const query = readyQuery(route);
  const list = useReadyGetQuery(
    // The mass view reads every file too: only the list knows each file's time, format and flag.
    { userKey: userKey ?? '', query: query ?? { trash: false, view: 'all' } },
    { skip: !userKey || (!query && !mass), refetchOnMountOrArgChange: true },
  );
  const massAnswer = useReadyGetDocsQuery(mass ?? [], { skip: !mass });
  const waiting = mass
    ? (massAnswer.currentData?.docs.filter((doc) => doc.result === 'wait').length ?? 0)
    : 0;
  useReadyGetDocsQuery(mass ?? [], { skip: !mass || waiting === 0, pollingInterval: MASS_POLL_MS });
  const type = route.view === 'types' ? route.type : null;
  const sources = useReadySourceDocsOfTypeQuery(
    { userKey: userKey ?? '', type: type ?? 'g' },
    { skip: !userKey || !type },
  );

  const all = Object.values(list.currentData?.docs ?? {});
  let files: ReadyFile[];
  if (mass) {
    const known = new Map(all.map((file) => [file.id, file]));
    files = inTableOrder(
      (massAnswer.currentData?.docs ?? []).flatMap(
        (answer) => massFile(answer, known.get(answer.doc)) ?? [],
      ),
      mass,
    );
  } else if (type) {
    const ofType = sources.currentData?.docs ?? {};
    files = all.filter((file) => file.doc in ofType);
  } else files = all;

  const main = mass ? massAnswer : list;
  const parts = type ? [list, sources] : [main];
  return {
    ...listStatus(parts),
    files,
    folders: mass || type ? [] : Object.values(list.currentData?.folders ?? {}),
    path: list.currentData?.path ?? [],
    asked: Boolean(query || mass),
    waiting,
    failedFiles: mass
      ? (massAnswer.currentData?.docs.filter((doc) => doc.result === 'error').length ?? 0)
      : 0,
  };
}
