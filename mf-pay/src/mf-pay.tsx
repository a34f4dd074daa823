// The area's whole contract with the shell: single-spa lifecycles, root component loaded lazily.
import { createAreaLifecycles } from '@gramota/shell-api';

export const { bootstrap, mount, unmount, preload } = createAreaLifecycles({
  name: 'pay',
  loadRootComponent: () => import('./root.component'),
});
