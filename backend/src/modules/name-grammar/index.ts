// Pupils' names in the right grammatical case (issue 29): Russian through lvovich, Ukrainian
// through shevchenko (loaded on first use: it brings TensorFlow.js), with the gender each name
// tells and the doubts a teacher confirms before a run. Its contract is the decline part of
// packages/contracts/src/spreadsheet.ts; the table screen calls it, and mass creation may too.
export { declineNames } from './decline-names';
export { createNameGrammarRoutes } from './name-grammar.routes';
