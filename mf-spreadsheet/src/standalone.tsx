// Standalone page of the area (/mf/spreadsheet/ or its dev server), also usable inside a frame.
import '@gramota/ui';
import { runStandalone } from '@gramota/shell-api';

void runStandalone(
  { name: 'spreadsheet', loadRootComponent: () => import('./root.component') },
  document.getElementById('root')!,
);
