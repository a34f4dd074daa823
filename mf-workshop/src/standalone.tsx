// Standalone page of the area (/mf/workshop/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'workshop', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
