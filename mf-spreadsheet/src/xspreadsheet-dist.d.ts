// x-data-spreadsheet's dist build: a script setting window.x_spreadsheet (typed in
// sheet/xspreadsheet.types.ts).
declare module 'x-data-spreadsheet/dist/xspreadsheet.js';
