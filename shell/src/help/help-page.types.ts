/**
 * A help page is content shipped with the app, not markup from a server: plain text that React
 * renders as text, so nothing in it can run or inject markup.
 */
export interface HelpSection {
  heading: string;
  /** Paragraphs, in order. */
  paragraphs?: readonly string[];
  /** Numbered steps or a list, shown after the paragraphs. */
  steps?: readonly string[];
}

export interface HelpPage {
  title: string;
  intro: string;
  sections: readonly HelpSection[];
}

/** The help pages' addresses under /app/help/, in the order the help index lists them. */
export const HELP_SLUGS = [
  'redactor',
  'spreadsheet',
  'workshop',
  'how/make-student-report-card',
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

/** Every help page in one language, by its address. */
export type HelpLibrary = Readonly<Record<HelpSlug, HelpPage>>;
