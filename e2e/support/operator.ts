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

/** `npm run admin -- alert publish ...`: an alert for one account (e-mail or id) or for everyone. */
export function publishAlert(
  app: RunningApp,
  alert: { title: string; text: string; priority: '1' | '2' | '3'; user?: string },
): string {
  const output = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'),
      'alert',
      'publish',
      '--title',
      alert.title,
      '--text',
      alert.text,
      '--priority',
      alert.priority,
      ...(alert.user ? ['--user', alert.user] : []),
    ],
    { env: { ...process.env, DATA_DIR: app.dataDir }, stdio: 'pipe', encoding: 'utf8' },
  );
  const id = /Published alert (\d+)/.exec(output)?.[1];
  if (!id) throw new Error(`admin alert publish said: ${output}`);
  return id;
}

/** `npm run admin -- alert remove --id N`: the alert goes for everyone it was shown to. */
export function removeAlert(app: RunningApp, id: string): void {
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'backend', 'dist', 'cli', 'admin.js'), 'alert', 'remove', '--id', id],
    { env: { ...process.env, DATA_DIR: app.dataDir }, stdio: 'pipe' },
  );
}
