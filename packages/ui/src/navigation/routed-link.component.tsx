import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface RoutedLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** In-app navigation, run instead of the browser's on a plain click. */
  onNavigate: (href: string) => void;
}

/**
 * A real link (opens in a new tab with a modifier key) routed in-app on a plain click. Areas bind
 * `onNavigate` to their navigation once (their `AreaLink`).
 */
export function RoutedLink({ href, onNavigate, onClick, ...props }: RoutedLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
}

/** A primary-button click without a modifier key (which would open a new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
