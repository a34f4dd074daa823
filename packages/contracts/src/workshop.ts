import type { DocType } from './areas';
import type { DocsContextType, DocsFormAction, DocsPathEntry } from './docs';
import { sharePaths, type SharePermission, type ShareType } from './sharing';
import { queryString } from './query-string';

// Sharing moved to its own file (Storage shares the same way); what it exports stays exported here.
export * from './sharing';

/**
 * The workshop: the user's own templates and their canvas editor (seed 001 §2 Workshop, §3
 * Workshop document / folder / formats / Maket / Template content parts, §4, §7 workshop calls,
 * §9). The backend's workshop module answers these calls; mf-workshop, the gallery and the editor
 * read them. The scene (what the canvas draws) is @gramota/scene's WorkshopScene; here it travels
 * as JSON text.
 *
 * Conventions:
 * - Every call needs a session (a visitor gets 401 `login_required`; the UI shows the login modal
 *   'Sign in to create a template'), and `workshop_full` while switched into another account.
 * - A template or folder id of another account gets exactly the answer a missing one gets (404).
 * - A template's id in the gallery and in documents is 'ws:{id}:0' (workshopTemplateId): it fits
 *   the catalogue's 'lng:id:index' form, so create-doc, set-template and the creator take it as is.
 * - Plan (seed 001 §6): with no template yet anyone signed in may create or upload one; with one
 *   or more, creating, uploading or copying needs the workshop plan (`is_workshop_pay` '1') and
 *   answers `{ result: 'workshop-pay' }` otherwise (HTTP 402). Making a document from a workshop
 *   template while the account has more than one needs the plan too (create-doc answers
 *   'workshop-pay').
 */

export const WORKSHOP_LIMITS = {
  /** Free accounts: this many templates (trashed ones count until deleted forever). */
  freeTemplates: 1,
  /** Search needs at least this many characters; with fewer nothing happens. */
  searchMin: 3,
  searchMax: 100,
  nameMax: 200,
  /** The create-status poll: every 1.5 s, an error after 10 polls. */
  createPollMilliseconds: 1500,
  createPollMax: 10,
  /** Thumbnails of templates without one: the first after 4 s, one at a time. */
  thumbnailDelayMilliseconds: 4000,
  /** Autosave of the canvas editor when the scene changed. */
  autosaveMilliseconds: 5000,
  /** An upload error shows this long. */
  uploadErrorMilliseconds: 6000,
  /** The scene JSON of workshop-template-set, in bytes. */
  sceneMaxBytes: 256 * 1024,
  /** Upload size limit of every workshop upload (template file, background, picture, userpic). */
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;

/** The type letters in the tabs' order (seed 001 §2): tabs only for types present. */
export const WORKSHOP_TYPE_ORDER: readonly DocType[] = ['g', 'd', 'c', 'b', 's', 'p', 'o'];

/** 'ws:{id}:0': a workshop template wherever a template id goes (create-doc, documents). */
export const workshopTemplateId = (id: string | number) => `ws:${id}:0`;
export const WORKSHOP_TEMPLATE_ID_PATTERN = /^ws:([1-9]\d{0,9}):0$/;
/** The workshop template's own id of 'ws:{id}:0' (or its URL form 'ws-{id}-0'); null otherwise. */
export function workshopIdOfTemplate(templateId: string): string | null {
  const match = WORKSHOP_TEMPLATE_ID_PATTERN.exec(templateId.replace(/-/g, ':'));
  return match ? match[1]! : null;
}

/** The owner of an item shared with the person listing it (the 'shared' view, link pages). */
export interface WorkshopOwner {
  name: string;
  email: string;
}

/**
 * A workshop template in a list (seed 001 §3 Workshop document). Items of another account (the
 * 'shared' view, a shared folder, a link page) also carry `shared_by` and the `permission` this
 * person has: 'edit' opens the canvas editor, 'view' only previews and makes documents.
 */
export interface WorkshopDocument {
  id: string;
  name: string;
  /** Parent folder id ('f3'); null at the root. */
  folder: string | null;
  /** The page format: a4, a4h, a5 or ni-{w}x{h}. */
  format: string;
  /** Thumbnail URL; '' until the template has been generated (then the list queues it). */
  thum: string;
  /** ms since the epoch: created or copied. */
  time: number;
  /** Document type letter of the documents made from it. */
  type: DocType;
  /** ms since the epoch of the last change of the scene. */
  last_event_time: number;
  /** workshopTemplateId(id): what create-doc takes. */
  template: string;
  /** Files in the storage made from it (editing is blocked while > 0). */
  count_storage: number;
  /** Documents made from it (a warning in the editor while > 0). */
  count_doc: number;
  /** seed 001 §3 template_data: 'workshop' + ':' + maket id ('0': an uploaded template). */
  template_data: string;
  /** 'ready' once its page picture is made for the current scene; 'draft' otherwise. */
  state: 'draft' | 'ready';
  share_type: ShareType;
  /** Another account's template: its owner. */
  shared_by?: WorkshopOwner;
  /** Another account's template: what this person may do with it. */
  permission?: SharePermission;
}

export interface WorkshopFolder {
  id: string;
  name: string;
  parent: string | null;
  time: number;
  share_type: ShareType;
  /** Another account's folder: its owner. */
  shared_by?: WorkshopOwner;
  /** Another account's folder: what this person may do with what is in it. */
  permission?: SharePermission;
}

export const WORKSHOP_VIEWS = ['recent', 'types', 'shared'] as const;
export type WorkshopView = (typeof WORKSHOP_VIEWS)[number];

/**
 * GET /api/workshop-get/{userKey}/ (seed 001 §7). First match wins: `trash=true` (with `sq`, those
 * matching); `sq` (3..100 characters) over the whole account; `view=recent` (all active templates,
 * newest first by time, no folders); `view=types&type=g`; `view=shared` (the templates and folders
 * others shared with this account: added by them, or whose link it opened; newest share first;
 * each with shared_by and permission; a view-only template only once it is ready); else `folder`
 * (id or 'root'): a folder of another account shared with this one (or inside one that is)
 * answers read-only, its items marked, `path` from the shared folder down.
 */
export interface WorkshopGetQuery {
  folder?: string;
  trash?: boolean;
  sq?: string;
  view?: WorkshopView;
  type?: DocType;
}

export interface WorkshopGetAnswer {
  result: 'success';
  profile_is_workshop_pay: '0' | '1';
  folders: Record<string, WorkshopFolder>;
  documents: Record<string, WorkshopDocument>;
  path: DocsPathEntry[];
  /** The type letters the account's active templates have (the types tabs). */
  types: DocType[];
  /** Active templates and those in the trash: what the free plan counts. */
  total_templates: number;
  /**
   * folder={id} of another account shared with this one: whose it is and what this account may
   * do with what is in it (the list shows it read-only; 'edit' opens its templates' editor).
   */
  shared_folder?: { shared_by: WorkshopOwner; permission: SharePermission };
}

/** GET /api/workshop-copy/?data_id= → a copy next to it (plan rules apply: 402 workshop-pay). */
export interface WorkshopCopyAnswer {
  result: 'success';
  data_id: string;
}

/** Answer of every call the plan refuses (HTTP 402). */
export interface WorkshopPayAnswer {
  result: 'workshop-pay';
}

/**
 * POST /api/workshop-template-new/ {name?, format, maket_id, folder_id?, type?} → the new draft's
 * id; the UI opens the canvas editor on it. format: a4 | a4h | a5 | ni-{w}x{h}; maket_id: a
 * layout of that format (absent: the format's default layout).
 */
export interface WorkshopNewAnswer {
  result: 'success';
  data_id: string;
}

/**
 * GET /api/workshop-template-create/{id}/ starts making the template's page picture and thumbnail
 * from its saved scene ('Ready' in the editor; the list's thumbnail queue). Then
 * GET /api/workshop-template-create-status/{id}/ → status 'wait' | 'ready' | 'error'.
 */
export interface WorkshopCreateAnswer {
  result: 'success';
}
export interface WorkshopCreateStatusAnswer {
  result: 'success';
  status: 'wait' | 'ready' | 'error';
  /** The thumbnail once ready. */
  thum?: string;
  error_text?: string;
}

/**
 * GET /api/workshop-template-get/{id}/ → 'forbidden' (text: not signed in, or not the account's)
 * or JSON.stringify(WorkshopTemplateData) + ANSWER_SEPARATOR + the template's default document
 * content (HTML).
 */
export interface WorkshopTemplateData {
  result: 'success';
  id: string;
  name: string;
  format: string;
  type: DocType;
  maket_id: number;
  /** The scene, JSON text of @gramota/scene WorkshopScene. */
  content: string;
  count_storage: number;
  count_doc: number;
  state: 'draft' | 'ready';
  /** The profile's plan, for the Free / Pro badge. */
  is_workshop_pay: '0' | '1';
}

/**
 * POST /api/workshop-template-set/{id}/?maket_id= {content: scene JSON, margins: 'top,right,
 * bottom,left' px} → {result:'success', last_event_time}. A scene that does not parse or breaks
 * the scene rules → 400 scene_invalid with the field in `name`; a template with files in the
 * storage → 409 template_locked. Saving makes the template a draft again until the next create.
 */
export interface WorkshopSetAnswer {
  result: 'success';
  last_event_time: number;
}

/**
 * The form uploads (seed 001 §7): POST multipart, field `file`. 'userpic' replaces the account's
 * userpic (the profile's one store, the same picture profile-userpic sets): the account owner's
 * own session only (switched in: err forbidden), never need-pay.
 */
export const WORKSHOP_UPLOAD_KINDS = ['template', 'background', 'picture', 'userpic'] as const;
export type WorkshopUploadKind = (typeof WORKSHOP_UPLOAD_KINDS)[number];

/**
 * POST /api/workshop-upload/{kind}/ (template also takes `folder_id`, `format`) → always HTTP 200
 * with the status the form shows: ok (img: the picture's URL; filename; format: the new
 * template's format for kind template, else the image type ('webp' for a userpic); file: the new
 * template's id for kind template, else the stored file's name; width, height in px: 256 × 256
 * for a userpic), err (error_text, shown 6 s),
 * need-pay (the pay modal with the upload-template notice). Images are measured before they are
 * decoded (pixel floods refused), SVG is refused, nothing is stored on an error.
 */
export type WorkshopUploadAnswer =
  | {
      status: 'ok';
      img: string;
      filename: string;
      format: string;
      file: string;
      width: number;
      height: number;
    }
  | { status: 'err'; error_code: WorkshopErrorCode; error_text: string }
  | { status: 'need-pay' };

/** A layout preset (seed 001 §3 Maket). */
export interface WorkshopMaket {
  id: number;
  format: string;
  /** c: certificate with an ornamental frame; s: strict, a plain ruled frame; m: minimal. */
  type: 'c' | 's' | 'm';
  name: string;
  /** 'file': the background is a picture (file_id); 'other': a plain colour. */
  type_bg: 'file' | 'other';
  /** The background preset's id ('' for type_bg other). */
  file_id: string;
  /** Preview picture URL. */
  thumb: string;
  /** The maket's scene parts as JSON text (@gramota/scene MaketStyle). */
  style_frame: string;
  style_title: string;
  style_content: string;
}

/** A background preset (pictures the editor offers besides the user's own). */
export interface WorkshopBackground {
  id: string;
  name: string;
  /** Full-size picture URL (drawn on the canvas and in the file). */
  img: string;
  thumb: string;
  /** Formats it is drawn for; empty: any. */
  formats: string[];
}

/**
 * GET /api/workshop-makets/?format= → the layouts of a format (a custom 'ni-' format gets those of
 * its orientation: a4's or a4h's) and the background presets drawn for its orientation (portrait
 * presets list formats ['a4', 'a5'], landscape ones ['a4h']); without format, every layout and
 * every preset. An unknown format → 400 format_invalid.
 */
export interface WorkshopMaketsAnswer {
  result: 'success';
  makets: WorkshopMaket[];
  backgrounds: WorkshopBackground[];
  /** The default layout of each format (seed 001 §9: a5 → 2, a4 → 50, a4h → 53). */
  defaults: Record<string, number>;
}

/**
 * GET /api/workshop-shared/{code}/ (the link page /app/workshop/shared/{code}/): what a link opens,
 * for a signed-in person (a visitor: 401 login_required; an unknown code or one whose link was
 * dropped: 404 not_found). Opening it remembers the link for this account: documents can be made
 * from its templates, and the 'shared' view lists it, for as long as the link lives.
 */
export interface WorkshopSharedLinkAnswer {
  result: 'success';
  /** What the link names: one template, or a folder (its ready templates, nested ones too). */
  kind: 'template' | 'folder';
  name: string;
  shared_by: WorkshopOwner;
  /** A link gives 'view' (the owner opening their own link: 'edit'). */
  permission: SharePermission;
  documents: Record<string, WorkshopDocument>;
}

export const workshopErrors = {
  login_required: 'Sign in to create a template',
  not_found: 'Not found',
  forbidden: 'Forbidden',
  format_invalid: 'Unknown page format',
  maket_invalid: 'Unknown layout',
  scene_invalid: 'The template could not be read',
  scene_too_large: 'The template is too large',
  margins_invalid: 'The margins could not be read',
  template_locked:
    'This template already has files in the storage: make a copy of it to change the design',
  template_in_use:
    'Documents made from this template still use it: delete them first or keep the template',
  not_ready: 'The template is being prepared: press Ready in the template editor',
  file_missing: 'Choose a picture to upload',
  file_too_large: 'The picture is larger than 10 MB',
  file_not_image: 'This file is not a picture: upload a JPEG, PNG or WebP',
  file_svg: 'SVG pictures cannot be uploaded: save it as PNG',
  image_too_large: 'The picture has too many pixels',
  upload_failed: 'Upload error. Please try again',
  upload_rate: 'Too many pictures uploaded: try again in a few minutes',
  share_type_invalid: 'Unknown access type',
  share_user_missing: 'No user with this e-mail or id',
  share_self: 'You cannot share with yourself',
  share_user_exists: 'This person already has access',
  different_access: 'The objects you selected have different access levels',
  selection_empty: 'Select a document or folder',
  select_template: 'Select a template',
  create_failed: 'The template could not be created. Please try again',
} as const;
export type WorkshopErrorCode = keyof typeof workshopErrors;

const seg = encodeURIComponent;

const workshopShare = sharePaths('workshop');

export const workshopPaths = {
  workshopGet: (userKey: string, query: WorkshopGetQuery = {}) =>
    `/api/workshop-get/${seg(userKey)}/${queryString({
      trash: query.trash === undefined ? undefined : String(query.trash),
      sq: query.sq,
      folder: query.folder,
      view: query.view,
      type: query.type,
    })}`,
  /** POST: the folders module's form actions (docsPaths.formAction's actions); items are 'wsdoc'. */
  formAction: (type: DocsContextType, action: DocsFormAction) => `/api/workshop-${type}-${action}/`,
  copy: (dataId: string) => `/api/workshop-copy/${queryString({ data_id: dataId })}`,
  templateNew: () => '/api/workshop-template-new/',
  templateCreate: (id: string) => `/api/workshop-template-create/${seg(id)}/`,
  templateCreateStatus: (id: string) => `/api/workshop-template-create-status/${seg(id)}/`,
  templateGet: (id: string) => `/api/workshop-template-get/${seg(id)}/`,
  /**
   * POST when the editor is left (seed 000 §2: leaving a workshop template saves it and sends it
   * for generation), also from `pagehide` with `fetch(..., {keepalive: true})`: {content?,
   * margins?} as template-set takes them; saves the content when given, then starts making the
   * page picture unless it is ready or being made → WorkshopCreateAnswer.
   */
  templateLeave: (id: string) => `/api/workshop-template-leave/${seg(id)}/`,
  templateSet: (id: string, maketId: number) =>
    `/api/workshop-template-set/${seg(id)}/${queryString({ maket_id: String(maketId) })}`,
  upload: (kind: WorkshopUploadKind) => `/api/workshop-upload/${kind}/`,
  makets: (format?: string) => `/api/workshop-makets/${queryString({ format })}`,
  // The generic share calls (sharing.ts) with the workshop's prefix.
  shareGetUsers: workshopShare.getUsers,
  shareSetType: workshopShare.setType,
  shareAddUser: workshopShare.addUser,
  shareSetUser: workshopShare.setUser,
  /** GET: what a share link opens (WorkshopSharedLinkAnswer). */
  sharedLink: (code: string) => `/api/workshop-shared/${seg(code)}/`,
} as const;
