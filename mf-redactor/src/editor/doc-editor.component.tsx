import { forwardRef } from 'react';
import { DocEditorProvider } from './doc-editor-provider.component';
import { EditorSurface } from './editor-surface.component';
import { EditorToolbar } from './toolbar/editor-toolbar.component';
import type { DocEditorHandle, DocEditorProps } from './editor.types';

/**
 * Toolbar and text together, for places where they sit one under the other. The editor screen
 * puts the surface inside its page instead, with the provider and the parts (see index.ts).
 */
export const DocEditor = forwardRef<DocEditorHandle, DocEditorProps>(
  function DocEditor(props, ref) {
    return (
      <DocEditorProvider {...props} ref={ref}>
        <EditorToolbar />
        <EditorSurface />
      </DocEditorProvider>
    );
  },
);
