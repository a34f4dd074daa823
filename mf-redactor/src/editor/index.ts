/**
 * The document editor core: draft-js with the product's toolbar, objects and dialogs.
 *
 * How the editor screen uses it: the provider holds the document, the toolbar and the text
 * surface are placed separately and talk to it through context; the surface goes inside the
 * page's content element so doc-page.css lays the text out as the renderer does.
 *
 *   const editor = useRef<DocEditorHandle>(null);
 *   <DocEditorProvider ref={editor} raw={raw} html={templateHtml} docId={id} font={font} ...>
 *     <EditorToolbar />                                  // sticky formatting bar
 *     <div className="gr-doc-page" style={docPageVars(look)}>
 *       <div className="gr-doc-content"><EditorSurface /></div>
 *     </div>
 *   </DocEditorProvider>
 *
 * `DocEditor` is the same with toolbar and surface one under the other. `raw` and `html` are read
 * on mount: give the provider a new `key` to load other content. Strings: the area's 'redactor'
 * namespace under the key 'editor' (locales/<language>/redactor.json). The toolbar's top offset can be
 * set with the CSS variable --gr-editor-toolbar-top.
 */
export { DocEditorProvider } from './doc-editor-provider.component';
export type { DocEditorProviderProps } from './doc-editor-provider.component';
export { DocEditor } from './doc-editor.component';
export { EditorToolbar } from './toolbar/editor-toolbar.component';
export { EditorSurface } from './editor-surface.component';
export type {
  DocEditorHandle,
  DocEditorProps,
  NeedProFeature,
  DocRawContent,
} from './editor.types';
