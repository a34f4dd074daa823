// Standalone page of the area (/mf/ready/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'ready', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
