import { RoutedLink, type RoutedLinkProps } from '@gramota/ui';
import { useAreaNavigation } from './area-navigation';

/** A real link (opens in a new tab with a modifier key) routed in-app on a plain click. */
export function AreaLink(props: Omit<RoutedLinkProps, 'onNavigate'>) {
  const go = useAreaNavigation();
  return <RoutedLink {...props} onNavigate={go} />;
}
