import type { DocRawContent } from '@gramota/doc-content';

export type { DocRawContent };

/** What the screen can do with the editor from outside (ref of DocEditorProvider / DocEditor). */
export interface DocEditorHandle {
  undo(): void;
  redo(): void;
  focus(): void;
  getRaw(): DocRawContent;
  /** The active paragraph's margins (ruler's second slider) */
  setParagraphMargins(left: number, right: number): void;
  /**
   * Plain text at the caret, or in place of the selection, as one undo step and never as markup
   * (each line a paragraph, as paste does). False when it is too long to paste.
   */
  insertPlainText(text: string): boolean;
  /** The selected text, paragraphs joined by line breaks; '' when nothing is selected. */
  selectedText(): string;
}

export type NeedProFeature = 'image' | 'qr' | 'font';

export interface DocEditorProps {
  /**
   * Saved editor content, or null: then `html` (the template's default HTML: p, strong, em, br,
   * span with font-size/text-align/font-family/color) is imported with draft-convert, keeping
   * sizes, alignment, fonts, colours. Both are read once, on mount: give the provider a new `key`
   * to load other content.
   */
  raw: DocRawContent | null;
  html: string;
  docId: string;
  /** The document font (default family of the page). */
  font: string;
  /** Images, QR, per-fragment fonts (seed 001 §6); without it the buttons call onNeedPro. */
  proAllowed: boolean;
  /** settings fonts_use_fragment */
  fontsUseFragment: boolean;
  /** The user's font list (settings my_fonts). */
  myFonts: string[];
  /** template_data 'p' / '0': hides stamp, QR and image buttons. */
  hideInsertions?: boolean;
  /** The whole template_data string: the stamp dialog sends it to stamp-modal. Default ''. */
  templateData?: string;
  /** The shorter toolbar (seed 001 §9). */
  mobile?: boolean;
  readOnly?: boolean;
  /** After content changes, once typing pauses (300 ms); getRaw() on the handle is always current. */
  onChange(raw: DocRawContent): void;
  /** Document font chosen in the toolbar when fragment fonts are off. */
  onFontChange(font: string): void;
  onActiveParagraphChange(margins: { left: number; right: number }): void;
  onNeedPro(feature: NeedProFeature): void;
  onMyFontsChange(fonts: string[]): void;
}
