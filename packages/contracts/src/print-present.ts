/**
 * GET /api/print-present-modal/ (seed 000 §7, §9): the printed-copies offer the shell shows 3 s
 * after the profile's `print_present` setting turns up. The texts are the operator's
 * (`npm run admin -- print-present text …`), else the built-in ones, in the reader's language;
 * plain text, never HTML.
 */
export const printPresentPaths = {
  modal: () => '/api/print-present-modal/',
} as const;

export interface PrintPresentModalAnswer {
  result: 'success';
  title: string;
  /** Paragraphs, plain text. */
  text: string[];
  /** The link's words, and where it leads (the print order cart). */
  action: string;
  action_url: string;
}

/** What the operator may set per language (longer texts are refused by the admin command). */
export const PRINT_PRESENT_LIMITS = {
  titleMax: 120,
  textMax: 2000,
  actionMax: 120,
} as const;
