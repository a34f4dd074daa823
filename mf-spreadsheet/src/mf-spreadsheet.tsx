// The area's whole contract with the shell: single-spa lifecycles, root component loaded lazily.
import { createAreaLifecycles } from '@gramota/shell-api';

export const { bootstrap, mount, unmount, preload } = createAreaLifecycles({
  name: 'spreadsheet',
  loadRootComponent: () => import('./root.component'),
});
