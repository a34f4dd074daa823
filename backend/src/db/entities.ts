import { Session, User } from '../modules/auth';

/** Every entity of every module; a module adds its own here when it gains a table. */
export const entities = [User, Session];
