/**
 * Mass creation from a spreadsheet (issue 15; seed 001 §2 Spreadsheet, §3 Spreadsheet meta and
 * settings, §4 Spreadsheet create flow and Column assignment, §5, §6, §7 Spreadsheet, §8, §9):
 * paths, answers, the separator text format and the limits shared by mf-spreadsheet and the
 * backend's spreadsheet module.
 *
 * Keys: a document's value slots. A `[...]` label in its text (the catalogue writes
 * '[Фамилия Имя]') is the key 'Фамилия Имя'; a variable field of fields mode is the key of its
 * title ('Фамилия и имя участника'). A column whose header is `%{key}` fills that key; the header
 * '%E-mail' (SPREADSHEET_EMAIL_KEY) marks the column of addresses drive-create mails files to.
 */
import { DATA_SEPARATOR } from './http';

/** The seeds' numbers (seed 001 §9) and our own caps on what one table may hold. */
export const SPREADSHEET_LIMITS = {
  defaultRows: 30,
  minColumns: 26,
  /** Width of the read-only columns that pad the table to minColumns. */
  padColumnWidth: 70,
  /** Column width: 10 px per character of its header, 100 when that is under 50. */
  pxPerChar: 10,
  minColumnWidth: 100,
  narrowBelow: 50,
  newColumnWidth: 200,
  checkColumnWidth: 40,
  /** 'big' sheet. */
  bigRows: 100,
  /** Rows one mass creation run makes. */
  massRowsMax: 30,
  saveAfterLoadMs: 20_000,
  saveIconMs: 3_000,
  progressTickMs: 400,
  sendGapMs: 1_000,
  retryMs: 3_000,
  statusPollMs: 4_000,
  csvPollMs: 500,
  /** Progress set when every row is sent, and while polling. */
  progressSent: 90,
  progressPolling: 98,
  frameHeight: 630,
  frameMaximisedMargin: 108,
  massIdLength: 36,
  /** What one table may hold; an import over these is refused whole (nothing half-loaded). */
  maxRows: 5_000,
  maxColumns: 100,
  maxCellChars: 1_000,
  /** The meta-set body and an uploaded file. */
  maxMetaBytes: 8 * 1024 * 1024,
  maxUploadBytes: 5 * 1024 * 1024,
  /** An .xlsx's unzipped size (a zip bomb stops here, before it is inflated). */
  maxXlsxUnzippedBytes: 40 * 1024 * 1024,
  /** A sheet link's CSV export: answer size and time. */
  maxSheetLinkBytes: 5 * 1024 * 1024,
  sheetLinkTimeoutMs: 15_000,
  /** massmask JSON. */
  maxMassmaskChars: 16_000,
  classListNameMax: 80,
  /** One decline call: names and characters per name. */
  declineNamesMax: 100,
  declineNameChars: 200,
  classListsMax: 200,
  /** Shown file names (seed 001 §5): limit 40, cut to 35. */
  fileNameShown: 40,
  fileNameCut: 35,
} as const;

/** Unassigned header, per language (seed 001 §3). */
export const SPREADSHEET_UNASSIGNED = ['(select)', '(выберите)'] as const;
/** Header prefix of a placeholder column. */
export const SPREADSHEET_KEY_PREFIX = '%';
/** The pool's e-mail entry: the column of addresses drive-create mails each file to. */
export const SPREADSHEET_EMAIL_KEY = 'E-mail';
/** Separates keys in meta.keys (seed 001 §3). */
export const SPREADSHEET_KEYS_SEPARATOR = ';;';
/**
 * The pool's gender entry: the column telling each pupil's gender (Пол / Стать: 'м', 'ж', 'ч',
 * 'жен.', 'M', 'F'...). It picks the gender alternatives of the document's text ('[ученик|ученица]')
 * and the declension; without it the gender is detected from the patronymic and first name.
 */
export const SPREADSHEET_GENDER_KEY = 'Пол';
/** The online sheet host a link must name (seed 001 §5: '{host}/spreadsheets'). */
export const SHEETS_LINK_HOST = 'docs.google.com';

/** Where one key comes from: a `[label]` of the text or a fields-mode field (by id). */
export interface SpreadsheetKeySource {
  key: string;
  kind: 'label' | 'field';
  /** The field's id, for kind 'field'. */
  field?: string;
}

/** Part 1 of spreadsheet-meta-get (seed 001 §3 Spreadsheet meta). */
export interface SpreadsheetMeta {
  /** Keys joined by ';;' (SPREADSHEET_KEYS_SEPARATOR), in the order the document uses them. */
  keys: string;
  sources: SpreadsheetKeySource[];
  /** The account may mass-create from this doc (PRO). */
  is_pro: '0' | '1';
  is_table_student_card: '0' | '1';
  /** Read-only table (seed 001 §6): a doc in the trash, or a member without docs_full. */
  readonly: '0' | '1';
  /**
   * Nothing saved yet. The answer then carries the server's default table: column 0 the checkbox
   * column, one '%{key}' column per key in the document's order (width by the 10 px rule), 30
   * empty rows, settings with headers and colcount; no padding columns (the client pads to
   * minColumns, and may lay out its own default from `keys` instead: the same rules).
   */
  empty: '0' | '1';
  doc_name: string;
  format: string;
  /**
   * The document has gender alternatives ('[ученик|ученица]'), in its text or in a fields-mode
   * value it shows: each row's gender picks their forms, so the table needs one per pupil.
   */
  gendered: '0' | '1';
}

export type SpreadsheetColumnType = 'check' | 'key' | 'text' | 'pad';

/** Part 2: one column's header (column 0 is the checkbox column). */
export interface SpreadsheetColumn {
  /** '%Фамилия Имя', '(выберите)', or free text for a 'text' column. */
  title: string;
  type: SpreadsheetColumnType;
  width: number;
  /**
   * The header the column came with from the teacher's file ('ФИО', 'Фамилия'), kept when the
   * column is assigned a key (the header then shows both) and given back when it is un-assigned.
   * Absent in tables saved before issue 29.
   */
  source?: string;
}

/** Part 3: rows of cells by column index; cell 0 is '1' when the row is checked. */
export type SpreadsheetData = string[][];

/** Part 4 (seed 001 §3 Spreadsheet settings). */
export interface SpreadsheetSettings {
  /** The headers, comma-joined (commas inside a header are written as '，'). */
  headers: string;
  /** Active columns: the key columns counted from column 1. */
  colcount: number;
  type: 'upload_file' | 'google' | '';
  url: string;
  googleautoupload: '0' | '1';
  big: '0' | '1';
  spreadsheet_help: '0' | '1';
  folder_id: string;
  mail_template: string;
  yadisk: '0' | '1';
  email_send: '0' | '1';
  email_timeout_value: string;
  email_timeout_unit: 'minutes' | 'hours' | 'days' | '';
  genuine: '0' | '1';
  /**
   * Per key (issue 29): how several columns given the same key are joined, and the grammatical
   * case its names are printed in. Absent in tables saved before issue 29.
   */
  keys?: Record<string, SpreadsheetKeyOptions>;
  /**
   * The teacher's own forms of names the library could not decline with confidence, keyed by
   * nameCorrectionKey(): printed instead of the library's form (a form equal to the name as
   * written is the teacher confirming it stays as written).
   */
  corrections?: Record<string, string>;
}

/** Languages whose names are declined (issue 29): Russian (lvovich), Ukrainian (shevchenko). */
export const GRAMMAR_LANGUAGES = ['ru', 'uk'] as const;
export type GrammarLanguage = (typeof GRAMMAR_LANGUAGES)[number];

/** The cases each language declines into: Russian six, Ukrainian seven with the vocative. */
export const GRAMMAR_CASES = {
  ru: ['nominative', 'genitive', 'dative', 'accusative', 'instrumental', 'prepositional'],
  uk: ['nominative', 'genitive', 'dative', 'accusative', 'ablative', 'locative', 'vocative'],
} as const;
export type GrammarCase =
  (typeof GRAMMAR_CASES)['ru'][number] | (typeof GRAMMAR_CASES)['uk'][number];

/** A key's names printed in this case of this language. */
export interface KeyGrammar {
  language: GrammarLanguage;
  case: GrammarCase;
}

export interface SpreadsheetKeyOptions {
  /** Between the cells of the columns joined into this key, in column order; default ' '. */
  separator?: string;
  /** Absent: printed as written. */
  grammar?: KeyGrammar;
}

/** A pupil's gender as the table gives it or as it was detected: masculine or feminine. */
export type PupilGender = 'm' | 'f';

/** The key a correction of a declined name is kept under (settings.corrections). */
export const nameCorrectionKey = (grammar: KeyGrammar, gender: PupilGender | null, name: string) =>
  `${grammar.language}:${grammar.case}:${gender ?? ''}:${name}`;

export const defaultSpreadsheetSettings = (): SpreadsheetSettings => ({
  headers: '',
  colcount: 0,
  type: '',
  url: '',
  googleautoupload: '0',
  big: '0',
  spreadsheet_help: '1',
  folder_id: '',
  mail_template: '',
  yadisk: '0',
  email_send: '0',
  email_timeout_value: '',
  email_timeout_unit: '',
  genuine: '0',
});

/** The saved part of a table: what meta-set writes. */
export interface SpreadsheetTable {
  columns: SpreadsheetColumn[];
  data: SpreadsheetData;
  settings: SpreadsheetSettings;
}

/** spreadsheet-meta-get's text: JSON of meta, columns, data, settings joined by DATA_SEPARATOR. */
export function joinSpreadsheetMeta(meta: SpreadsheetMeta, table: SpreadsheetTable): string {
  return [meta, table.columns, table.data, table.settings]
    .map((part) => JSON.stringify(part))
    .join(DATA_SEPARATOR);
}

/** meta-set's `meta` field: columns, data, settings joined by DATA_SEPARATOR ('' clears). */
export function joinSpreadsheetTable(table: SpreadsheetTable): string {
  return [table.columns, table.data, table.settings]
    .map((part) => JSON.stringify(part))
    .join(DATA_SEPARATOR);
}

/** The parts of a separator text, not yet checked (each side checks them its own way). */
export function splitSpreadsheetParts(text: string): unknown[] | null {
  const parts = text.split(DATA_SEPARATOR);
  try {
    return parts.map((part) => JSON.parse(part) as unknown);
  } catch {
    return null;
  }
}

/** An imported table: the first row's cells as headers, then the rows. */
export interface ImportedTable {
  headers: string[];
  rows: string[][];
}

/** spreadsheet-get-csv: the uploaded file read into a table. */
export interface SpreadsheetCsvAnswer {
  result: 'success';
  status: 'ready' | 'wait';
  table: ImportedTable;
  /** What was read: 'utf-8', 'utf-8-bom', 'windows-1251', 'xlsx'. */
  encoding: string;
  delimiter: ',' | ';' | '\t' | '';
}

/** An upload (CSV/xlsx file or sheet link) read and kept: get-csv reads it by data_id. */
export interface SpreadsheetUploadAnswer {
  result: 'success';
  data_id: string;
}

/** A saved class list (kept between runs, per account). */
export interface ClassListSummary {
  id: string;
  name: string;
  rows: number;
  headers: string[];
  time: number;
}

export interface ClassListsAnswer {
  result: 'success';
  lists: ClassListSummary[];
}

export interface ClassListAnswer {
  result: 'success';
  list: ClassListSummary & { table: ImportedTable };
}

/**
 * One row of a run: key → value (the massmask, JSON in the query). Keys the doc does not have are
 * refused; keys left out keep the doc's own text.
 */
export type MassRowValues = Record<string, string>;

/** masscreate's answer: `doc` is the row's creator job (its file appears in ready/mass). */
export interface MassCreateAnswer {
  result: 'success' | 'error' | 'server_error';
  doc: string;
  filename: string;
  error_code?: string;
  error_text?: string;
}

/** creator-get-status-spreadsheet/{files}/: every job of the run. */
export interface MassStatusAnswer {
  result: 'success';
  status: 'ready' | 'wait' | 'error';
  docs: Record<string, 'ready' | 'wait' | 'error'>;
}

/** drive-create's form (seed 001 §7). */
export interface DriveCreateFields {
  /** JSON array of rows: {values: MassRowValues, email?: string, gender?: PupilGender}. */
  mask: string;
  'mail-template': string;
  yadisk: '0' | '1';
  email_send: '0' | '1';
  email_timeout_value: string;
  email_timeout_unit: 'minutes' | 'hours' | 'days' | '';
  genuine: '0' | '1';
  /** '' or 'root': the Drive's top; else an active Drive folder as drive-get names it ('f3'). */
  folder_id: string;
}

export interface DriveCreateAnswer {
  result: 'success';
  key: string;
  group_id: string;
}

/** One name to decline (issue 29): as the table gives it, with the gender the table tells. */
export interface DeclineNameInput {
  text: string;
  /** From the gender column; absent or null: detected from the name. */
  gender?: PupilGender | null;
}

/** POST spreadsheetPaths.decline() JSON body. */
export interface DeclineRequest {
  language: GrammarLanguage;
  case: GrammarCase;
  names: DeclineNameInput[];
}

/**
 * Why a name is printed as written and shown to the teacher to confirm or correct: Latin
 * letters, a gender neither the table nor the name tells, a name the library does not know how
 * to decline (a foreign or indeclinable one, e.g. «Нурланкызы Айгерим»), or more or fewer parts
 * than surname, first name and patronymic.
 */
export type DeclineDoubt = 'latin' | 'gender_unknown' | 'unknown_name' | 'parts';

export interface DeclinedName {
  /** The name as given (surrounding spaces trimmed). */
  text: string;
  /** The name in the case asked for; equal to `text` when `doubt` is set. */
  declined: string;
  /** The gender used: the table's, else the detected one; null when neither. */
  gender: PupilGender | null;
  /** What the name alone tells (patronymic first, then first name); null when it does not. */
  detected: PupilGender | null;
  doubt?: DeclineDoubt;
}

export interface DeclineAnswer {
  result: 'success';
  names: DeclinedName[];
}

export const spreadsheetPaths = {
  /** POST JSON DeclineRequest → DeclineAnswer (at most declineNamesMax names). */
  decline: () => '/api/spreadsheet-decline/',
  /** GET → text (joinSpreadsheetMeta). */
  metaGet: (docId: string) => `/api/spreadsheet-meta-get/${encodeURIComponent(docId)}/`,
  /** POST form {meta} (joinSpreadsheetTable, '' clears) → {result}. */
  metaSet: (docId: string) => `/api/spreadsheet-meta-set/${encodeURIComponent(docId)}/`,
  /**
   * GET → text/html: the row's page as it will print (massmask = JSON MassRowValues), for an
   * iframe of our own pages (no API header needed; no script runs in it: its CSP says so).
   * `measure`: each value filled from the row is wrapped in `<span data-mass-key="{key}">`, so
   * the table screen can read, in the page's own layout, whether a value fits its line.
   */
  preview: (docId: string, values: MassRowValues, measure = false, gender?: PupilGender | null) =>
    `/api/spreadsheet-preview/${encodeURIComponent(docId)}/?massmask=${encodeURIComponent(JSON.stringify(values))}${measure ? '&measure=1' : ''}${gender ? `&gender=${gender}` : ''}`,
  /** GET → MassCreateAnswer. The same mass_id and massmask twice give the same job. */
  massCreate: (
    docId: string,
    massId: string,
    values: MassRowValues,
    row?: number,
    gender?: PupilGender | null,
    /** The run's own verification switch (issue 35); absent: the document's choice. */
    verify?: boolean,
  ) =>
    `/api/creator/${encodeURIComponent(docId)}/masscreate/?mass_id=${encodeURIComponent(massId)}&massmask=${encodeURIComponent(JSON.stringify(values))}${row === undefined ? '' : `&row=${row}`}${gender ? `&gender=${gender}` : ''}${verify === undefined ? '' : `&verify=${verify ? 1 : 0}`}`,
  /** GET → MassStatusAnswer. */
  massStatus: (jobIds: readonly string[]) =>
    `/api/creator-get-status-spreadsheet/${jobIds.map(encodeURIComponent).join(',')}/`,
  /**
   * POST multipart `file` (.csv or .xlsx) and optional `lang` (the teacher's interface language:
   * an .xlsx's dates are written as that language writes them, 12.03.2015 in Russian) →
   * SpreadsheetUploadAnswer.
   */
  upload: (docId: string) => `/api/spreadsheet-upload/${encodeURIComponent(docId)}/`,
  /** GET → SpreadsheetCsvAnswer. */
  getCsv: (dataId: string) => `/api/spreadsheet-get-csv/${encodeURIComponent(dataId)}/`,
  /** GET ?url= → SpreadsheetUploadAnswer (the sheet's CSV export, fetched by the server). */
  googleUpload: (url: string) => `/api/spreadsheets-google-upload/?url=${encodeURIComponent(url)}`,
  /** POST form {data: link, doc: docId} → SpreadsheetUploadAnswer; also saves the link. */
  googleSet: () => '/api/spreadsheet-google-set/',
  /** GET → ClassListsAnswer. */
  classLists: () => '/api/spreadsheet-class-lists/',
  /** POST form {name, table: JSON ImportedTable} → {result, id}. Same name replaces. */
  classListSave: () => '/api/spreadsheet-class-list-save/',
  /** GET → ClassListAnswer. */
  classListGet: (id: string) => `/api/spreadsheet-class-list-get/${encodeURIComponent(id)}/`,
  /** POST → {result}. */
  classListRemove: (id: string) => `/api/spreadsheet-class-list-remove/${encodeURIComponent(id)}/`,
  /**
   * GET → application/zip: each job's PDF named after its pupil as written, in table order when
   * the files are one run's rows sent with `row`, else in the order given (at most 30; a download
   * link of our own pages works without the API header). Another account's or a
   * missing id: 404 not_found; a job still rendering: 409 file_wait (offer it once the run's
   * status is ready); a file in the trash: 400 in_trash.
   */
  massZip: (jobIds: readonly string[]) =>
    `/api/ready-mass-zip/${jobIds.map(encodeURIComponent).join(',')}/`,
  /** GET → application/pdf: every page of the run in one PDF, in massZip's order. */
  massPdf: (jobIds: readonly string[]) =>
    `/api/ready-mass-pdf/${jobIds.map(encodeURIComponent).join(',')}/`,
  /** POST DriveCreateFields → DriveCreateAnswer | error with name + error_text. */
  driveCreate: (docId: string) => `/api/drive-create/${encodeURIComponent(docId)}/`,
} as const;

/** Error codes of the spreadsheet calls, with their English texts (the area translates). */
export const spreadsheetErrors = {
  not_found: 'Not found',
  need_label: 'The document has no [labels] to fill: add one, for example [Name], first',
  meta_invalid: 'The table could not be read; nothing was saved',
  too_many_rows: 'A table can hold at most 5,000 rows',
  too_many_columns: 'A table can hold at most 100 columns',
  cell_too_long: 'A cell can hold at most 1,000 characters',
  file_empty: 'The file is empty',
  file_too_big: 'The file is larger than 5 MB',
  file_type: 'Upload a table as .csv or .xlsx',
  encoding_unknown:
    'The file is not text in UTF-8 or Windows-1251; save it from Excel as CSV UTF-8',
  xlsx_invalid: 'The .xlsx file could not be read',
  xlsx_too_big: 'The .xlsx file unpacks to more than 40 MB',
  link_invalid: 'Please insert the link to the document in Google Sheets!',
  link_failed:
    'Uploading error! Please check that the link is correct and that the document is accessible via the link.',
  mass_need_pro: 'Creating documents in bulk is available with PRO',
  mass_id_invalid: 'The run id must be 36 characters',
  massmask_invalid: 'The row could not be read',
  key_unknown: 'The document has no such label',
  /** masscreate: a run makes at most massRowsMax (30) files; the 31st row is refused. */
  mass_rows_max: 'One run makes at most 30 documents; start a new run for the other rows',
  /** ready-mass-pdf: a file of the run is not a PDF that can be read (422). */
  mass_file_unreadable: 'A file of the run could not be read; make that document again',
  class_list_name: 'Give the class list a name',
  class_lists_full: 'You can keep at most 200 class lists; delete one first',
  in_trash: 'Recover document or folder before opening!',
  email_invalid: 'Not an e-mail address',
  timeout_invalid: 'Give the delay as a whole number',
  folder_invalid: 'No such folder',
  mail_template_invalid: 'No such mail template',
  /** A table file the reader gave up on: past its time or memory limit (issue 28). */
  table_too_complex: 'The table is too large or complex to read; save it again as a plain CSV',
  /** 429: the table readers are all busy and their queue is full. */
  reader_busy: 'Too many tables are being read right now; try again in a minute',
  /** decline: the body is not a DeclineRequest within its limits. */
  decline_invalid: 'The names could not be read',
  /** masscreate / preview: `gender` is not 'm' or 'f'. */
  gender_invalid: 'Gender must be m or f',
  /** masscreate: `verify` is not '1' or '0'. */
  verify_invalid: 'verify must be 1 or 0',
  /** 429: uploads and sheet links read per account or per address within the window. */
  uploads_too_many: 'Too many tables uploaded; wait a few minutes and try again',
} as const;
export type SpreadsheetErrorCode = keyof typeof spreadsheetErrors;
