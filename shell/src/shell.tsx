// The shell's entry: single-spa root config and Module Federation host.
import '@gramota/ui';
import { startShell } from './boot/start-shell';
import { startPwaEarly } from './pwa/start-pwa-early';

startPwaEarly();
const container = document.getElementById('shell-root');
if (container) void startShell(container);
