import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, type RunningApp } from '@gramota/app-harness';

/**
 * What the operator does on the command line (`npm run admin`), against a running test app's data:
 * licences are granted there until payments land.
 */
export function grantLicence(
  app: RunningApp,
  user: string,
  kind: 'template' | 'all-templates' | 'workshop' | 'school' = 'all-templates',
): void {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'),
      'licence',
      'grant',
      '--user',
      user,
      '--kind',
      kind,
      '--until',
      '2099-12-31',
    ],
    { env: { ...process.env, DATA_DIR: app.dataDir }, stdio: 'pipe' },
  );
}
