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
