import { CreateUsersAndSessions1763800000000 } from './1763800000000-create-users-and-sessions';
import { Accounts1764000000000 } from './1764000000000-accounts';
import { Templates1764200000000 } from './1764200000000-templates';
import { Docs1764400000000 } from './1764400000000-docs';
import { DocsListVersion1764600000000 } from './1764600000000-docs-list-version';
import { DocsNameSearch1764800000000 } from './1764800000000-docs-name-search';
import { DocRawContent1765000000000 } from './1765000000000-doc-raw-content';
import { CreatorJobs1765200000000 } from './1765200000000-creator-jobs';

/**
 * Every migration, oldest first. Listed by import rather than found by a file glob so the same
 * list works from TypeScript sources (tests) and from the compiled dist/.
 */
export const migrations = [
  CreateUsersAndSessions1763800000000,
  Accounts1764000000000,
  Templates1764200000000,
  Docs1764400000000,
  DocsListVersion1764600000000,
  DocsNameSearch1764800000000,
  DocRawContent1765000000000,
  CreatorJobs1765200000000,
];
