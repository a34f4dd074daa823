// My templates (seed 001 §2 Workshop): the lazy-loaded screen and its strings.
export { default, WorkshopListScreen } from './workshop-list-screen.component';
export { listStrings } from './i18n';
