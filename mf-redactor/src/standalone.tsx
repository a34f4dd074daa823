// Standalone page of the area (/mf/redactor/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'redactor', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
