import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, type RunningApp } from '@gramota/app-harness';

/**
 * The environment the operator's command runs with: the app's DATA_DIR, and what else the
 * deployment was started with (DATABASE_URL, S3_* for several backends on shared services).
 */
const operatorEnv = (app: RunningApp, env: Record<string, string>) => ({
  ...process.env,
  ...env,
  DATA_DIR: app.dataDir,
});

/**
 * What the operator does on the command line (`npm run admin`), against a running test app's data:
 * licences are granted there until payments land.
 */
export function grantLicence(
  app: RunningApp,
  user: string,
  kind: 'template' | 'all-templates' | 'workshop' | 'school' = 'all-templates',
  env: Record<string, string> = {},
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
    { env: operatorEnv(app, env), stdio: 'pipe' },
  );
}

/** `npm run admin -- alert publish ...`: an alert for one account (e-mail or id) or for everyone. */
export function publishAlert(
  app: RunningApp,
  alert: { title: string; text: string; priority: '1' | '2' | '3'; user?: string },
  env: Record<string, string> = {},
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
    { env: operatorEnv(app, env), stdio: 'pipe', encoding: 'utf8' },
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
    { env: operatorEnv(app, {}), stdio: 'pipe' },
  );
}
