import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAreaNavigation } from './area-navigation';

interface AreaLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A real link (opens in a new tab with a modifier key) routed in-app on a plain click. */
export function AreaLink({ href, onClick, ...props }: AreaLinkProps) {
  const go = useAreaNavigation();
  return (
    <a
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        go(href);
      }}
    />
  );
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
