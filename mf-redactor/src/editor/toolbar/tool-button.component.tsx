import type { ReactNode } from 'react';
import styles from './toolbar.module.css';

export interface ToolButtonProps {
  testId: string;
  label: string;
  pressed?: boolean;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}

/** A toolbar button; pressing it leaves the focus (and the selection) in the text. */
export function ToolButton({
  testId,
  label,
  pressed,
  disabled,
  onClick,
  children,
}: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      data-testid={testId}
      // The text keeps the focus and its selection while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
