import { removeDatabaseTemplates } from './database-templates';

export default removeDatabaseTemplates;
