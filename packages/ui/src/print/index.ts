// Printing on paper's shared pieces (issue 36), a subpath of the kit (`@gramota/ui/print`): the
// main entry is a Module Federation singleton bundled whole into every first load, and only the
// settings, the editor's print dialog and Ready files' class print need these.
export { PrintLayoutFields, type PrintLayoutFieldsProps } from './print-layout-fields.component';
export {
  PrintersEditor,
  type PrintersEditorProps,
  type PrinterDraft,
} from './printers-editor.component';
export {
  PLAIN_PRINT,
  perSheetOf,
  printLayoutFields,
  printLayoutProblem,
  type PrintLayoutValue,
} from './print-layout-value';
export { printStrings, registerPrintStrings } from './print-strings';
