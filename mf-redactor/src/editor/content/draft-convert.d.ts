// draft-convert ships no typings; this covers the part the editor uses. The deep import keeps
// convertToHTML (and react-dom/server with it) out of the bundle: the package has no sideEffects flag.
declare module 'draft-convert/lib/convertFromHTML' {
  import type { ContentState, DraftInlineStyle } from 'draft-js';

  type BlockInfo = string | { type: string; data?: object } | false | undefined;

  export interface FromHtmlOptions {
    htmlToStyle?: (
      nodeName: string,
      node: Node,
      currentStyle: DraftInlineStyle,
    ) => DraftInlineStyle;
    htmlToBlock?: (nodeName: string, node: Node, lastList?: string) => BlockInfo;
  }

  export type HtmlConverter = (html: string, options?: { flat?: boolean }) => ContentState;

  function convertFromHTML(options: FromHtmlOptions): HtmlConverter;
  export default convertFromHTML;
}
