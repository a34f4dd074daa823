import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from '../../test-support/test-database';
import { User, UsersService } from '../../modules/auth';
import { runAdmin } from '../admin';

/** What `npm run admin` printed and how it ended. */
export interface AdminRun {
  code: number;
  out: string;
  err: string;
}

/**
 * The operator's command line against a throwaway database of `kind` (its own DATA_DIR, and
 * DATABASE_URL for PostgreSQL: what the server would read), with registered teachers made from
 * `emails` before the tests. Call inside a describe block: it adds beforeAll / afterAll.
 */
export function useAdminCli(kind: DatabaseKind, emails: readonly string[]) {
  let dataDir = '';
  let database: TestDatabase | undefined;
  const users: User[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gramota-admin-'));
    database = await createTestDatabase(kind, dataDir);
    const service = new UsersService(database.dataSource);
    for (const email of emails)
      users.push(
        await service.createRegistered({ email, name: email.split('@')[0]!, passwordHash: null }),
      );
  });

  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const required = () => {
    if (!database) throw new Error('the admin test database is not ready (beforeAll failed?)');
    return database;
  };

  return {
    get database() {
      return required();
    },
    /** The teachers made from `emails`, in that order. */
    get users(): readonly User[] {
      return users;
    },
    async admin(...argv: string[]): Promise<AdminRun> {
      const out: string[] = [];
      const err: string[] = [];
      const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
      const { config } = required();
      if (config.kind === 'postgres') env.DATABASE_URL = config.url;
      const code = await runAdmin(argv, {
        env,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
  };
}
