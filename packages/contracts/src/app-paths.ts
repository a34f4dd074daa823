/**
 * The app's own pages, `/app/{page}/{sub}/{id}/` (seed 000 §2): every link from one area to
 * another is built here, so a page's address is written once and its segments are always encoded.
 */
import { templateIdToUrl } from './templates';

export const APP_BASE = '/app/';

export type AppSegment = string | number;

/** Query values; undefined, null and '' leave the parameter out. */
export type AppQuery = Readonly<Record<string, string | number | undefined | null>>;

/** Builds `/app/{page}/{...rest}/` with each segment encoded. */
export function buildAppPath(page: string, ...rest: AppSegment[]): string {
  const parts = [page, ...rest.map(String)].filter((part) => part !== '').map(encodeURIComponent);
  return `${APP_BASE}${parts.join('/')}${parts.length ? '/' : ''}`;
}

/** '' or '?name=value&...' for the given query, in the given order. */
export function appQuery(query: AppQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the gallery link may carry (seed 001 §2 Templates: the `do`, folder, doc and embed query). */
export interface TemplatesQuery extends AppQuery {
  /** The folder a new document goes to; null or '' for none. */
  folder?: string | null;
  embed?: 'true';
  do?: 'create-doc' | 'select-template' | 'activate-pay';
  /** The document a chosen template is for. */
  doc?: string;
}

export const appPaths = {
  /** The bare app address; the shell sends it on to the landing page. */
  home: () => APP_BASE,
  /** My documents, or one of its views: docs('recent'), docs('types', 'g'), ... */
  docs: (...sub: AppSegment[]) => buildAppPath('docs', ...sub),
  docsTrash: () => buildAppPath('docs', 'trash'),
  docsFolder: (folderId: string) => buildAppPath('docs', 'folder', folderId),
  /** The template gallery. */
  templates: (query: TemplatesQuery = {}) => buildAppPath('templates') + appQuery(query),
  /** A gallery view: its categories, cards ('card', id) and search. */
  templatesView: (sub: readonly AppSegment[], query: TemplatesQuery = {}) =>
    buildAppPath('templates', ...sub) + appQuery(query),
  /** The editor of a document; `template` (either id form) asks it to switch template on open. */
  redactor: (docId: AppSegment, template?: string) =>
    buildAppPath('redactor', docId) + appQuery({ template: template && templateIdToUrl(template) }),
  /** Admin editing of a template's default text through one of their docs (fields mode off). */
  redactorAdminDefault: (docId: AppSegment, templateId: string) =>
    buildAppPath('redactor', docId, 'admin-default', templateId),
  spreadsheet: (docId: AppSegment) => buildAppPath('spreadsheet', docId),
  /** Ready files, or one of its views: ready('trash'), ready('folder', id), ... */
  ready: (...sub: AppSegment[]) => buildAppPath('ready', ...sub),
  /**
   * The progress of a mass run's files. The ids are file ids (digits); ',' is the separator the
   * area writes, '-' the one embed links use; both parse.
   */
  readyMass: (fileIds: readonly AppSegment[], separator: ',' | '-' = ',') =>
    `${buildAppPath('ready', 'mass')}${fileIds.map((id) => encodeURIComponent(id)).join(separator)}/`,
  storage: (...sub: AppSegment[]) => buildAppPath('storage', ...sub),
  drive: (...sub: AppSegment[]) => buildAppPath('drive', ...sub),
  /** My templates, or one of its views. */
  workshop: (...sub: AppSegment[]) => buildAppPath('workshop', ...sub),
  workshopRedactor: (templateId: AppSegment) => buildAppPath('workshop', 'redactor', templateId),
  /** The pay page; `donate` opens the donation of a creator job. */
  pay: (query: { donate?: string } = {}) => buildAppPath('pay') + appQuery(query),
  /** A team licence's one-time connect link (pay-templates-team-connect). */
  payConnect: (uid: string) => buildAppPath('pay', 'connect', uid),
  /** The all-templates offer shown in a modal frame. */
  aboutUnlimited: () => buildAppPath('about', 'unlimited', 'modal'),
  /** Where print orders are completed. */
  payPrint: () => buildAppPath('pay', 'print'),
  /** The print orders' operator view (accounts with dev 'dev'). */
  payPrintOperator: () => buildAppPath('pay', 'print', 'operator'),
  /** The invoice of one payment record by its data_id (a print order's prepay-print). */
  invoicePay: (dataId: AppSegment) => buildAppPath('invoice', 'pay', dataId),
  /** The all-templates offers (all-1, all-12, team-12, school-12), no one template named. */
  invoiceAll: () => buildAppPath('invoice', 'all'),
  /** The invoice of one template (either id form), optionally for one document. */
  invoiceTemplate: (templateId: string, docId?: AppSegment) =>
    buildAppPath('invoice', 'template', templateIdToUrl(templateId), docId ?? ''),
  invoiceDonate: (templateId: string, docId: AppSegment) =>
    buildAppPath('invoice', 'template', templateIdToUrl(templateId), docId, 'donate'),
  invoicePro: (templateId: string, docId: AppSegment) =>
    buildAppPath('invoice', 'template', templateIdToUrl(templateId), docId, 'pro'),
  invoiceWorkshop: (templateId: AppSegment) => buildAppPath('invoice', 'workshop', templateId),
  /** The profile page, or one of its tabs ('licence', 'stamp', 'access', 'embed', ...). */
  profile: (tab?: string) => buildAppPath('profile', tab ?? ''),
  profileStamp: () => buildAppPath('profile', 'stamp'),
  /** The school's stamp vault (issue 37): requests to answer, who may place what, the log. */
  stamps: () => buildAppPath('stamps'),
  settings: () => buildAppPath('settings'),
  /** Drive create's mail settings (sender name, reply-to). */
  mailSettings: () => buildAppPath('settings', 'mail'),
  /** A mail template of drive-create ('default', an id, or 'new'). */
  mailTemplate: (id: string) => buildAppPath('mails', 'templates', id),
  /** A drive-create run's group of files. */
  driveGroup: (key: string, groupId: string) => buildAppPath('drive', 'folder', key, groupId),
  login: () => buildAppPath('login'),
  /** The page a phone opens from the share QR: the file with a download button. */
  shareMobile: (code: string) => buildAppPath('s', code),
} as const;
