// Reading the tables teachers bring (issue 15 "Import"): CSV as schools export it and .xlsx, as
// pure functions of the file's bytes. The routes store what they read as an upload.
export { ImportError } from './import-error';
export { readCsv, detectDelimiter, type ReadCsv, type CsvDelimiter } from './csv-read';
export { decodeCsvBytes } from './csv-decode';
export { readXlsx } from './xlsx-read';
export { readTableFile, type ReadTable } from './read-table-file';
export { tableFromRows } from './table-limits';
export {
  TableReader,
  TableReaderBusy,
  type ReadTableJson,
  type TableReaderOptions,
} from './table-reader';
