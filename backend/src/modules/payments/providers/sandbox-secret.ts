import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The sandbox's signing key file in DATA_DIR when PAY_SANDBOX_SECRET is not set. */
export const SANDBOX_SECRET_FILE = 'pay-sandbox.secret';

/**
 * The key the sandbox signs its notifications with: PAY_SANDBOX_SECRET, else one made at random
 * once per install and kept in DATA_DIR (readable by the server only), so every process of one
 * install (web servers, workers) signs and checks with the same key, and no two installs share
 * one. Two processes starting together both try to create it: the first wins ('wx'), the other
 * reads the winner's.
 */
export function sandboxSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 16)
    throw new Error(`${file} holds no usable key: remove it to make a new one`);
  return secret;
}
