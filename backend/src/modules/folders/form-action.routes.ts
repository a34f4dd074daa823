import Router from '@koa/router';
import {
  DOCS_CONTEXT_TYPES,
  DOCS_FORM_ACTIONS,
  type DocsContextType,
  type DocsFormAction,
  type DocsFormAnswer,
} from '@gramota/contracts';
import type { AppContext, AppMiddleware, AppState } from '../../http/app-state';
import { bodyFields, optionalText } from '../../http/request-fields';
import { currentAccount, requirePermission } from '../access';
import { badRequest } from './form-errors';
import { parseSelection, targetFolder, type ItemRef, type Selection } from './selection';

/** Long enough for any name the checks then refuse with their own clear message. */
const NAME_FIELD_MAX = 10_000;
/** 1000 typed ids of up to 24 characters. */
const DATA_ID_MAX = 25_000;

/** What a list of items in folders does for its form actions (My documents, Ready files). */
export interface FormActions {
  /** Answers the new folder's id. */
  createFolder(userId: string, name: string | undefined, parentId: number | null): Promise<string>;
  rename(userId: string, item: ItemRef, name: string | undefined): Promise<void>;
  remove(userId: string, selection: Selection): Promise<void>;
  move(userId: string, selection: Selection, targetId: number | null): Promise<void>;
  removeForever(userId: string, selection: Selection): Promise<void>;
  restore(userId: string, selection: Selection): Promise<DocsFormAnswer>;
  clear(userId: string): Promise<void>;
}

type Handler = (userId: string, type: DocsContextType, ctx: AppContext) => Promise<DocsFormAnswer>;

const field = (ctx: AppContext, name: string, max = 100) =>
  optionalText(bodyFields(ctx), name, max);
/** What differs between areas in how the form actions are reached. */
export interface FormActionOptions {
  /** The checks after the session (default: docs_full for a member switched in). */
  guards?: AppMiddleware[];
  /** The items' word in 'mix' / 'trash' references (default 'doc'; My templates: 'wsdoc'). */
  itemWord?: string;
}

/**
 * The form actions /api/{view}-{type}-{action}/ (seed 000 §7) of one view: the body fields read
 * and checked the same way for every view, answers in the seeds' form-answer shape:
 * `{ result: 'success', ... }`, or an error naming the field at fault (form-errors.ts).
 */
export function createFormActionRoutes(
  path: (type: DocsContextType, action: DocsFormAction) => string,
  actions: FormActions,
  session: AppMiddleware,
  options: FormActionOptions = {},
): Router<AppState> {
  const done: DocsFormAnswer = { result: 'success' };
  const selection = (type: DocsContextType, ctx: AppContext) =>
    parseSelection(type, field(ctx, 'data_id', DATA_ID_MAX), options.itemWord);

  const handlers: Record<DocsFormAction, Handler> = {
    'folder-new': async (userId, _type, ctx) => {
      const parent = targetFolder(field(ctx, 'parent', 40), 'parent');
      const id = await actions.createFolder(userId, field(ctx, 'name', NAME_FIELD_MAX), parent);
      return { result: 'success', data_id: id };
    },
    rename: async (userId, type, ctx) => {
      if (type === 'mix') throw badRequest('rename_one', 'data_id');
      if (type === 'trash') throw badRequest('in_trash', 'data_id');
      const chosen = selection(type, ctx);
      const item: ItemRef =
        type === 'doc' ? { type, id: chosen.docs[0]! } : { type, id: chosen.folders[0]! };
      await actions.rename(userId, item, field(ctx, 'name', NAME_FIELD_MAX));
      return done;
    },
    remove: async (userId, type, ctx) => {
      await actions.remove(userId, selection(type, ctx));
      return done;
    },
    move: async (userId, type, ctx) => {
      const chosen = selection(type, ctx);
      await actions.move(userId, chosen, targetFolder(field(ctx, 'folder_id', 40), 'folder_id'));
      return done;
    },
    'remove-trash': async (userId, type, ctx) => {
      await actions.removeForever(userId, selection(type, ctx));
      return done;
    },
    restore: (userId, type, ctx) => actions.restore(userId, selection(type, ctx)),
    'clear-trash': async (userId) => {
      await actions.clear(userId);
      return done;
    },
  };

  const router = new Router<AppState>();
  const guards = options.guards ?? [requirePermission('docs_full')];
  for (const type of DOCS_CONTEXT_TYPES)
    for (const action of DOCS_FORM_ACTIONS)
      router.post(path(type, action), session, ...guards, async (ctx) => {
        ctx.body = await handlers[action](currentAccount(ctx).id, type, ctx);
      });
  return router;
}
