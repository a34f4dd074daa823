import { useShellApi } from '@gramota/shell-api';
import { RoutedLink, type RoutedLinkProps } from '@gramota/ui';

/** A link inside the app: a plain click moves in-app through the shell, a modifier click opens a tab. */
export function AreaLink(props: Omit<RoutedLinkProps, 'onNavigate'>) {
  const { navigate } = useShellApi();
  return <RoutedLink {...props} onNavigate={navigate} />;
}
