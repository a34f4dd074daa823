// The template editor's strings, kept apart from its screen so registering them does not load
// Konva with My templates.
import { en } from './en';
import { ru } from './ru';

export const redactorStrings = { ru, en };
export type { WorkshopRedactorStrings } from './ru';
