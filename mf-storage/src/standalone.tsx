// Standalone page of the area (/mf/storage/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'storage', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
