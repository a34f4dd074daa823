// Standalone page of the area (/mf/docs/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'docs', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
