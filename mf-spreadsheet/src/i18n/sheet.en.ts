import { spreadsheetErrors } from '@gramota/contracts';
import { sheetRu } from './sheet.ru';

const sheetRuErrors = sheetRu.errors;

/**
 * The contract's English texts for exactly the codes ru has (a code the contract adds shows its
 * server text until ru gets it; a code not yet in the built contract keeps the text here).
 */
const pendingEn: Record<string, string> = {
  mass_rows_max: 'One run makes at most 30 documents; start a new run for the other rows',
  mass_file_unreadable: 'A file of the run could not be read; make that document again',
};
const contractEn: Record<string, string> = spreadsheetErrors;
const errorsEn = Object.fromEntries(
  Object.keys(sheetRuErrors).map((code) => [code, contractEn[code] ?? pendingEn[code] ?? code]),
) as typeof sheetRuErrors;

export const sheetEn: typeof sheetRu = {
  title: 'Mass creation: {{name}}',
  titleNoName: 'Mass creation',
  loading: 'Loading the table…',
  loadFailed: 'The table could not be loaded.',
  retry: 'Try again',
  notFound: 'Document not found',
  notFoundText: 'It is not among your documents: it may have been deleted.',
  toDocs: 'To my documents',
  gridFailed:
    'The table editor did not load. Reload the page; the table’s rows are listed below and are saved.',
  gridDrawFailed:
    'The table could not be drawn in the editor, so its rows are listed below; they are saved. Upload the class list again, or press “Clear” to start from an empty table.',
  plainMore: '{{rows}} more rows are saved but not shown here.',
  help: 'One row makes one document. Column headers with % fill the document’s labels: click a header to choose its label. Tick the rows to make in the first column.',
  hideHelp: 'Hide the hint',
  readonly: 'The table is open for viewing only.',
  checkAll: 'Check all rows',
  viewRow: 'View row {{row}}',
  selectColumn: 'Select a column',
  cellField: 'Value of the selected cell',
  save: {
    saving: 'Saving…',
    saved: 'Saved',
    idle: 'Saved',
    error: 'Not saved',
  },
  needLabel: {
    title: 'The document has no labels',
    text: 'To fill the document from a table, add labels in square brackets to its text, for example [Name], or variable fields. The table is not saved while there are no labels.',
    back: 'Back to the editor',
  },
  column: {
    menu: 'Column {{column}}: {{header}}',
    assign: 'Fill the label',
    none: 'None (do not fill)',
    emptyPool: 'Every label is already chosen',
    insert: 'Insert a column',
    remove: 'Delete the column',
    joinTo: 'add to “{{columns}}”',
    headers: 'Column headers',
    add: 'Column {{column}}: choose a label',
    open: 'Click to choose a label',
    done: 'Done',
  },
  separator: {
    label: 'Separator',
    space: 'space',
    comma: 'comma',
    none: 'none',
    custom: 'your own…',
    customLabel: 'Your own separator',
  },
  grammar: {
    label: 'Case',
    asWritten: 'as in the list (do not decline)',
    groups: { ru: 'Russian', uk: 'Ukrainian' },
    languages: { ru: 'Russian', uk: 'Ukrainian' },
    option: '{{language}} — {{name}} ({{question}})',
    ru: {
      nominative: { name: 'nominative', question: 'who?' },
      genitive: { name: 'genitive', question: 'of whom?' },
      dative: { name: 'dative', question: 'to whom?' },
      accusative: { name: 'accusative', question: 'whom?' },
      instrumental: { name: 'instrumental', question: 'by whom?' },
      prepositional: { name: 'prepositional', question: 'about whom?' },
    },
    uk: {
      nominative: { name: 'nominative', question: 'who?' },
      genitive: { name: 'genitive', question: 'of whom?' },
      dative: { name: 'dative', question: 'to whom?' },
      accusative: { name: 'accusative', question: 'whom?' },
      ablative: { name: 'instrumental', question: 'by whom?' },
      locative: { name: 'locative', question: 'on whom?' },
      vocative: { name: 'vocative', question: 'addressing' },
    },
  },
  actions: {
    help: 'Help',
    uploadCsv: 'Upload CSV',
    uploadGoogle: 'Upload from Google Sheets',
    saveClassList: 'Save as class list',
    loadClassList: 'Load class list',
    clear: 'Clear',
    insertColumn: 'Insert column',
    deleteColumn: 'Delete column',
    maximise: 'Maximise window',
    restore: 'Restore window',
    more: 'More',
  },
  clear: {
    confirm: 'Clear the table? Every row will be deleted.',
    done: 'The table is cleared',
  },
  upload: {
    reading: 'Reading the file…',
    done: 'Rows loaded: {{count}}',
    matched: 'Columns matched to labels: {{columns}}',
    noMatch:
      'No header of the file matched a label of the document: choose a label for each column.',
    failed: 'Upload error',
  },
  headerRow: {
    region: 'How the file was read',
    taken: 'Headers taken from row {{row}}: {{headers}}',
    none: 'No header row found: every row of the file is a pupil; choose a label for each column yourself',
    rows: 'rows: {{count}}',
    skipped: 'skipped: {{list}}',
    skippedRow: 'row {{row}}',
    skippedRows: 'rows {{from}}–{{to}}',
    and: 'and',
    choose: 'Choose another row',
    chooseLabel: 'Header row',
    option: 'Row {{row}}: {{text}}',
    optionEmpty: 'Row {{row}}: empty',
    optionNone: 'No header row: the first row is a pupil',
    dismiss: 'Hide',
    noPupils:
      'The file has neither a header row nor pupils, only title rows. The table was not changed.',
    join: 'Join {{columns}} into the field “{{key}}”?',
    joinNo: 'No, thanks',
    joined: 'The field “{{key}}” is filled from the columns {{columns}}',
  },
  google: {
    title: 'Upload from Google Sheets',
    label: 'Link to the sheet',
    hint: 'Share the sheet by link ("Anyone with the link"), copy the link and paste it here.',
    submit: 'Upload',
    invalid: spreadsheetErrors.link_invalid,
    failed: spreadsheetErrors.link_failed,
  },
  classList: {
    saveTitle: 'Save as class list',
    nameLabel: 'Name of the list',
    namePlaceholder: '5 A, 2026/27',
    saveSubmit: 'Save',
    saved: 'The list “{{name}}” is saved',
    nothing: 'The table has no rows to save.',
    loadTitle: 'Load class list',
    empty: 'No saved lists yet. Fill the table and press “Save as class list”.',
    rows: 'rows: {{count}}',
    load: 'Load',
    remove: 'Delete',
    loaded: 'The list “{{name}}” is loaded',
    replaceConfirm: 'Replace the rows of the table with the rows of the list?',
  },
  preview: {
    title: 'Row {{row}}',
    empty: 'The row has no values for the document’s labels.',
    frame: 'The document of row {{row}}',
  },
  errors: errorsEn,
};
