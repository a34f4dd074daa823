import type { AppMiddleware } from '../../http/app-state';
import { optionalText, queryFields, type Fields } from '../../http/request-fields';
import { currentAccount, requirePermission, requireUserKey } from '../access';
import { targetFolder } from './selection';

/** The lists every file area's `{view}-get` answers; an area adds its own views. */
export type BrowseList =
  | { kind: 'trash'; search?: string }
  | { kind: 'search'; search: string }
  | { kind: 'folder'; folderId: number | null };

/** What an area's list query reads in its own way: its error answers, search limits and views. */
export interface ListQueryRules<AreaList> {
  /** The area's 400 `action_invalid` for a flag that is neither true nor false. */
  invalidFlag: (field: string) => Error;
  /** `sq` within the area's limits; undefined when absent or empty. */
  search: (fields: Fields) => string | undefined;
  /** The list of the area's `view=`; undefined when none is named, the area's 400 when unknown. */
  view: (fields: Fields) => AreaList | undefined;
}

/** 'true' / '1' → true; 'false' / '0' / absent → false; anything else is the area's 400. */
export function flagField(
  fields: Fields,
  name: string,
  invalid: (field: string) => Error,
): boolean {
  const value = optionalText(fields, name, 10);
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw invalid(name);
}

/**
 * The list a file area's `{view}-get` answers, by the precedence its contract writes
 * (DocsGetQuery, ReadyGetQuery): the trash (searched or not), a search, the area's own views,
 * then a folder (the root when none is named).
 */
export function readListQuery<AreaList>(
  fields: Fields,
  rules: ListQueryRules<AreaList>,
): BrowseList | AreaList {
  const trash = flagField(fields, 'trash', rules.invalidFlag);
  const search = rules.search(fields);
  if (trash) return { kind: 'trash', search };
  if (search !== undefined) return { kind: 'search', search };
  const view = rules.view(fields);
  if (view !== undefined) return view;
  return { kind: 'folder', folderId: targetFolder(optionalText(fields, 'folder', 40), 'folder') };
}

/**
 * The handlers of an area's list call, GET /api/{view}-get/{userKey}/ (seed 000 §7): the key must
 * be the current account's, the member needs docs_full (or the area's `guards`), and the browser keeps nothing. `nocache`
 * asks for a fresh answer; an area that caches nothing accepts it and changes nothing. An answer
 * already written as JSON text (a cached list) is sent as it is.
 */
export function listCall<AreaList>(
  session: AppMiddleware,
  rules: ListQueryRules<AreaList>,
  answer: (userId: string, list: BrowseList | AreaList, fresh: boolean) => Promise<string | object>,
  /** The area's own checks after the session (My templates: signed in, workshop_full). */
  guards: AppMiddleware[] = [requirePermission('docs_full')],
): AppMiddleware[] {
  const read: AppMiddleware = async (ctx) => {
    const fields = queryFields(ctx);
    const list = readListQuery(fields, rules);
    const fresh = flagField(fields, 'nocache', rules.invalidFlag);
    ctx.set('Cache-Control', 'no-store');
    const body = await answer(currentAccount(ctx).id, list, fresh);
    if (typeof body === 'string') ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
  };
  return [session, requireUserKey('userKey'), ...guards, read];
}
