// Standalone page of the area (/mf/pay/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'pay', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
