import { en } from './en';
import { ru } from './ru';

/** My templates' strings for the 'workshop' namespace (`list.*`; registered by the area's registerStrings). */
export const listStrings = { ru, en };
