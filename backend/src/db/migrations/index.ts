import { CreateUsersAndSessions1763800000000 } from './1763800000000-create-users-and-sessions';

/**
 * Every migration, oldest first. Listed by import rather than found by a file glob so the same
 * list works from TypeScript sources (tests) and from the compiled dist/.
 */
export const migrations = [CreateUsersAndSessions1763800000000];
