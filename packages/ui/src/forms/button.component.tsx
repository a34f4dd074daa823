import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Sending: the button is disabled and shows a spinner (seed 000 §4 form submit lifecycle). */
  busy?: boolean;
  wide?: boolean;
}

/** The one button of the product. `busy` guards a submit against a second click. */
export function Button({
  variant = 'secondary',
  busy = false,
  wide = false,
  disabled,
  className,
  children,
  type = 'button',
  ...buttonProps
}: ButtonProps) {
  const classes = [
    styles.button,
    variant === 'secondary' ? '' : styles[variant],
    wide && styles.wide,
  ]
    .concat(className ?? '')
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" data-testid="spinner" /> : null}
      {children}
    </button>
  );
}

/** Class names for a link that looks like a button (e.g. a full-page navigation to a provider). */
export function buttonClasses(variant: ButtonVariant = 'secondary', wide = false): string {
  return [styles.button, variant === 'secondary' ? '' : styles[variant], wide && styles.wide]
    .filter(Boolean)
    .join(' ');
}
