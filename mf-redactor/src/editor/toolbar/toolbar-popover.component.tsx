import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@gramota/ui';
import styles from './toolbar.module.css';

interface ToolbarPopoverProps {
  label: string;
  testId: string;
  disabled?: boolean;
  /** The trigger's content (an icon, a colour swatch). */
  trigger: ReactNode;
  children(close: () => void): ReactNode;
}

/** A toolbar button that opens a small panel under it; Escape or a click outside closes it. */
export function ToolbarPopover({
  label,
  testId,
  disabled,
  trigger,
  children,
}: ToolbarPopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className={styles.popoverRoot}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-haspopup="true"
        aria-expanded={open}
        disabled={disabled}
        data-testid={testId}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open ? (
        <div className={styles.popover} data-testid={`${testId}-popover`} data-toolbar-panel>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
