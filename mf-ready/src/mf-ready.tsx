// The area's whole contract with the shell: single-spa lifecycles, root component loaded lazily.
import { createAreaLifecycles } from '@gramota/shell-api';

export const { bootstrap, mount, unmount, preload } = createAreaLifecycles({
  name: 'ready',
  // Downloaded with this module (webpackPreload): the shell runs it only once its strings are
  // ready, the root component's download need not wait for that.
  loadRootComponent: () => import(/* webpackPreload: true */ './root.component'),
});
