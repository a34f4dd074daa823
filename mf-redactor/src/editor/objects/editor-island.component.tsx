import type { ReactNode, SyntheticEvent, CSSProperties } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();

interface EditorIslandProps {
  blockKey: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The root of an object inside the draft-js text. Keyboard, input, focus, clipboard and selection
 * events of the object's own controls stop here: draft-js listens for them on its root and would
 * otherwise treat a key pressed in a table cell as typing in the document.
 */
export function EditorIsland({ blockKey, className, style, children }: EditorIslandProps) {
  return (
    <div
      data-editor-object={blockKey}
      className={className}
      style={style}
      onKeyDown={stop}
      onKeyUp={stop}
      onKeyPress={stop}
      onBeforeInput={stop}
      onInput={stop}
      onSelect={stop}
      onFocus={stop}
      onBlur={stop}
      onPaste={stop}
      onCut={stop}
      onCopy={stop}
      onCompositionStart={stop}
      onCompositionEnd={stop}
      onMouseUp={stop}
      onDragStart={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {children}
    </div>
  );
}
