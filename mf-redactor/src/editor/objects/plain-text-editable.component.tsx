import { useLayoutEffect, useRef, type CSSProperties } from 'react';

interface PlainTextEditableProps {
  value: string;
  label: string;
  editable: boolean;
  className?: string;
  style?: CSSProperties;
  /** Called on blur when the text changed: one undo step per edit, not per key. */
  onCommit(text: string): void;
  onEditingChange(editing: boolean): void;
  testId?: string;
}

function readText(element: HTMLElement): string {
  // innerText turns the browser's line divs and <br>s into '\n'; jsdom has only textContent.
  const text = typeof element.innerText === 'string' ? element.innerText : element.textContent;
  return (text ?? '').replace(/\r\n?/g, '\n').replace(/\n$/, '');
}

/** A small plain-text field that looks like the text around it (a table cell, a text box). */
export function PlainTextEditable({
  value,
  label,
  editable,
  className,
  style,
  onCommit,
  onEditingChange,
  testId,
}: PlainTextEditableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const editing = useRef(false);

  // The DOM owns the text while it is being typed; otherwise it shows the saved value.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !editing.current && readText(element) !== value) element.textContent = value;
  }, [value]);

  return (
    <div
      ref={ref}
      className={className}
      style={style}
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      tabIndex={editable ? 0 : -1}
      contentEditable={editable}
      suppressContentEditableWarning
      data-testid={testId}
      onFocus={() => {
        editing.current = true;
        onEditingChange(true);
      }}
      onBlur={() => {
        editing.current = false;
        onEditingChange(false);
        const text = ref.current ? readText(ref.current) : value;
        if (text !== value) onCommit(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') ref.current?.blur();
      }}
      onPaste={(event) => {
        // Plain text only, as in the document itself.
        event.preventDefault();
        const text = event.clipboardData.getData('text/plain');
        if (text && typeof document.execCommand === 'function') {
          document.execCommand('insertText', false, text);
        }
      }}
      onDrop={(event) => event.preventDefault()}
    />
  );
}
