// My templates (seed 001 §2 Workshop): the lazy-loaded screen (its strings are registered by the
// area's root, src/i18n/register-strings.ts).
export { default, WorkshopListScreen } from './workshop-list-screen.component';
