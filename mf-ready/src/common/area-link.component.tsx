import { usePageNavigation } from '@gramota/shell-api';
import { RoutedLink, type RoutedLinkProps } from '@gramota/ui';

/** Pages this area shows; moving between them never leaves the area (or its frame). */
const AREA_PAGES = ['ready'] as const;

/**
 * Navigation from inside the area: moves between ready views stay in this window (also when
 * framed with ?embed=true); anything else goes through the shell.
 */
export function useAreaNavigation() {
  return usePageNavigation(AREA_PAGES);
}

/** A real link (a modifier key opens a new tab) routed in-app on a plain click. */
export function AreaLink(props: Omit<RoutedLinkProps, 'onNavigate'>) {
  const go = useAreaNavigation();
  return <RoutedLink {...props} onNavigate={go} />;
}
