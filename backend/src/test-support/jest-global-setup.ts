import { prepareDatabaseTemplates } from './database-templates';

/** Once per jest run, before any API test file: the migrated template databases. */
export default prepareDatabaseTemplates;
